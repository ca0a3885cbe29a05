import { useState } from "react";
import { Button, Input, Label } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { ChatProvider, useChatContext } from "../../app/ChatContext";
import { useStores } from "../../app/StoresContext";
import { makeStyles, tokens } from "../../theme";

const useStyles = makeStyles({
  root: { position: "fixed", insetInlineEnd: tokens.spacingHorizontalL, bottom: tokens.spacingVerticalL, zIndex: 900 },
  panel: {
    width: "min(22rem, calc(100vw - 2rem))",
    maxHeight: "70vh",
    display: "flex",
    flexDirection: "column",
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow16,
    marginBlockEnd: tokens.spacingVerticalS,
  },
  title: { margin: 0, padding: tokens.spacingHorizontalM, fontSize: tokens.fontSizeBase400, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  log: { overflowY: "auto", padding: tokens.spacingHorizontalM, margin: 0, listStyleType: "none", flexGrow: 1 },
  bot: { backgroundColor: tokens.colorNeutralBackground3, padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium, marginBlockEnd: tokens.spacingVerticalS },
  user: { backgroundColor: tokens.colorBrandBackground2, padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium, marginBlockEnd: tokens.spacingVerticalS, marginInlineStart: "2rem" },
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalM },
  row: { display: "flex", gap: tokens.spacingHorizontalS },
});

const ChatPanel = observer(function ChatPanel() {
  const chat = useChatContext();
  const intl = useIntl();
  const styles = useStyles();
  const [text, setText] = useState("");
  return (
    <section className={styles.panel} aria-labelledby="chat-title" id="chat-panel">
      <h2 id="chat-title" className={styles.title}>
        <FormattedMessage id="chat.title" defaultMessage="Asistente virtual" />
      </h2>
      <ol className={styles.log} aria-live="polite">
        {chat.messages.map((m) => (
          <li key={m.id} className={m.from === "bot" ? styles.bot : styles.user}>
            {m.text}
            {m.links ? (
              <ul>
                {m.links.map((l) => (
                  <li key={l.path}>
                    <Link to={l.path}>{l.title}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void chat.send(text);
          setText("");
        }}
      >
        <Label htmlFor="chat-input">
          <FormattedMessage id="chat.input" defaultMessage="Escriba su pregunta" />
        </Label>
        <div className={styles.row}>
          <Input id="chat-input" value={text} maxLength={500} onChange={(_, d) => setText(d.value)} />
          <Button type="submit" appearance="primary">
            {intl.formatMessage({ id: "chat.send", defaultMessage: "Enviar" })}
          </Button>
        </div>
      </form>
    </section>
  );
});

const ChatToggle = observer(function ChatToggle() {
  const chat = useChatContext();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {chat.isOpen ? <ChatPanel /> : null}
      <Button appearance="primary" shape="circular" aria-expanded={chat.isOpen} aria-controls="chat-panel" onClick={() => chat.toggle()}>
        {chat.isOpen ? (
          <FormattedMessage id="chat.close" defaultMessage="Cerrar chat" />
        ) : (
          <FormattedMessage id="chat.open" defaultMessage="¿Necesita ayuda?" />
        )}
      </Button>
    </div>
  );
});

/** The chat widget (spec §2 "Layout"): open or closed, answering with pages of the portal. */
export default function ChatWidget() {
  const { chat } = useStores();
  return (
    <ChatProvider chat={chat}>
      <ChatToggle />
    </ChatProvider>
  );
}
