import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { Button, Input, Label } from "@fluentui/react-components";
import { ChatHelp24Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { telHref } from "../../shared/entity";
import { RouteLink } from "../RouteLink";
import { RouterLink } from "../RouterLink";
import { ChatProvider, useChatContext } from "../../app/ChatContext";
import { useFeatureStore } from "../../app/StoresContext";
import { chatStoreKey } from "../../stores/ChatStore";
import { makeStyles, tokens } from "../../theme";
import { messages } from "./messages";

/** Spec §9: under 768 px is a phone. */
const WIDE = "@media (min-width: 768px)";

/** Runs before paint in the browser; on the server (prerender) there is nothing to scroll. */
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

const useStyles = makeStyles({
  // Issue 33 §1: the button floats at every width, so it is at hand on every screen of a phone, not
  // only after the footer. It never covers content for good: this slot, in the page's flow after
  // the footer, keeps as much room at the end of the page as the button and its margin take
  // (48 px on phones, 32 px on wider screens, plus 2 × spacingL), so the last lines scroll clear of it.
  // The slot paints nothing of its own and is hidden (its fixed root is visible again): Chrome counts
  // a visible box that moves as a layout shift, and this one moves down by a screen or more when the
  // page's content comes after the widget's code (issue 37: 0.097 of the metrics dashboard's CLS).
  slot: {
    minHeight: `calc(48px + 2 * ${tokens.spacingVerticalL})`,
    [WIDE]: { minHeight: `calc(32px + 2 * ${tokens.spacingVerticalL})` },
    visibility: "hidden",
  },
  root: {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-end",
    position: "fixed",
    insetInlineEnd: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    zIndex: 900,
    visibility: "visible",
  },
  // On phones a round 48 px button with the chat icon (its name stays «¿Necesita ayuda?»); wider, the labelled pill.
  toggle: {
    minWidth: "48px",
    height: "48px",
    boxShadow: tokens.shadow8,
    [WIDE]: { height: "auto", minWidth: "auto" },
  },
  toggleText: {
    "@media (max-width: 767.98px)": { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" },
  },
  visuallyHidden: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" },
  panel: {
    width: "min(22rem, calc(100vw - 2rem))",
    maxHeight: "min(70vh, calc(100dvh - 6rem))",
    display: "flex",
    flexDirection: "column",
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow16,
    marginBlockEnd: tokens.spacingVerticalS,
  },
  // The close control sits inside the panel's title bar (issue 21), not over the panel's edge.
  titleBar: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS} ${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400 },
  log: { overflowY: "auto", padding: tokens.spacingHorizontalM, margin: 0, listStyleType: "none", flexGrow: 1, minHeight: 0, position: "relative" },
  bot: {
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    marginBlockEnd: tokens.spacingVerticalS,
  },
  user: {
    backgroundColor: tokens.colorBrandBackground2,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    marginBlockEnd: tokens.spacingVerticalS,
    marginInlineStart: "2rem",
  },
  text: { margin: 0, overflowWrap: "anywhere" },
  links: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingInlineStart: tokens.spacingHorizontalL, overflowWrap: "anywhere" },
  feedback: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS, marginBlockStart: tokens.spacingVerticalS },
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalM },
  row: { display: "flex", gap: tokens.spacingHorizontalS },
  // At 320 px the field shrinks instead of pushing the button out of the panel.
  input: { flexGrow: 1, minWidth: 0 },
});

const ChatPanel = observer(function ChatPanel({ onClose }: { onClose: () => void }) {
  const chat = useChatContext();
  const intl = useIntl();
  const styles = useStyles();
  const [text, setText] = useState("");
  const { pathname } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);
  // Opening moves focus into the panel, so Esc (handled by the widget) reaches it at once.
  useEffect(() => input.current?.focus(), []);
  // Issue 33 §1: each new message comes into view. The log scrolls so that the newest message's
  // first line is at its top (a long answer is read from its start, not from its end).
  const count = chat.messages.length;
  useBrowserLayoutEffect(() => {
    const list = log.current;
    const last = list?.lastElementChild as HTMLElement | null | undefined;
    if (!list || !last || count <= 1) return;
    // The log is the messages' offsetParent (position: relative): offsetTop is measured inside it.
    list.scrollTop = last.dataset.chatMessage === "bot" ? Math.max(0, last.offsetTop - 8) : list.scrollHeight;
  }, [count]);
  const lastBot = [...chat.messages].reverse().find((m) => m.from === "bot" && m.id !== 0);
  return (
    <section className={styles.panel} aria-labelledby="chat-title" id="chat-panel">
      <div className={styles.titleBar}>
        <h2 id="chat-title" className={styles.title}>
          <FormattedMessage id="chat.title" defaultMessage="Asistente virtual" />
        </h2>
        <Button appearance="subtle" onClick={onClose}>
          <FormattedMessage id="chat.close" defaultMessage="Cerrar chat" />
        </Button>
      </div>
      {/* Only the newest answer is announced (the log itself is no live region: a screen reader would read it again). */}
      <div role="status" className={styles.visuallyHidden} data-chat-announcer="">
        {chat.loading
          ? intl.formatMessage(messages.thinking)
          : lastBot
            ? [lastBot.text, lastBot.phone ? `${lastBot.phone.label}: ${lastBot.phone.number}` : ""].join(" ")
            : ""}
      </div>
      <ol className={styles.log} ref={log} aria-labelledby="chat-title" tabIndex={-1}>
        {chat.messages.map((m) => (
          <li key={m.id} className={m.from === "bot" ? styles.bot : styles.user} data-chat-message={m.from}>
            <p className={styles.text}>{m.text}</p>
            {m.phone ? (
              <p className={styles.text}>
                {m.phone.label}: <a href={telHref(m.phone.number)}>{m.phone.number}</a>
              </p>
            ) : null}
            {m.links && m.links.length > 0 ? (
              <ul className={styles.links}>
                {m.links.map((l) => (
                  <li key={l.path}>{l.route ? <RouteLink route={l.route}>{l.title}</RouteLink> : <RouterLink to={l.path}>{l.title}</RouterLink>}</li>
                ))}
              </ul>
            ) : null}
            {m.feedback ? <Feedback id={m.id} state={m.feedback} /> : null}
          </li>
        ))}
      </ol>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void chat.send(text, pathname);
          setText("");
        }}
      >
        <Label htmlFor="chat-input">
          <FormattedMessage id="chat.input" defaultMessage="Escriba su pregunta" />
        </Label>
        <div className={styles.row}>
          <Input id="chat-input" className={styles.input} input={{ ref: input }} value={text} maxLength={500} onChange={(_, d) => setText(d.value)} />
          <Button type="submit" appearance="primary">
            {intl.formatMessage({ id: "chat.send", defaultMessage: "Enviar" })}
          </Button>
        </div>
      </form>
    </section>
  );
});

/** "¿Le sirvió?" after an answer: Sí / No once, then a thank-you (issue 24 §1). */
const Feedback = observer(function Feedback({ id, state }: { id: number; state: "pending" | "yes" | "no" }) {
  const chat = useChatContext();
  const styles = useStyles();
  const { pathname } = useLocation();
  if (state !== "pending") {
    return (
      <p className={styles.text}>
        <FormattedMessage id="chat.feedback.thanks" defaultMessage="Gracias por su respuesta." />
      </p>
    );
  }
  return (
    <div className={styles.feedback} role="group" aria-labelledby={`chat-feedback-${id}`}>
      <span id={`chat-feedback-${id}`}>
        <FormattedMessage id="chat.feedback.question" defaultMessage="¿Le sirvió?" />
      </span>
      <Button size="small" onClick={() => chat.rate(id, true, pathname)}>
        <FormattedMessage id="chat.feedback.yes" defaultMessage="Sí" />
      </Button>
      <Button size="small" onClick={() => chat.rate(id, false, pathname)}>
        <FormattedMessage id="chat.feedback.no" defaultMessage="No" />
      </Button>
    </div>
  );
});

/** Closes the panel and gives focus back to the button that opened it (issue 21). */
function closeTo(chat: ReturnType<typeof useChatContext>, button: RefObject<HTMLButtonElement | null>): void {
  chat.close();
  button.current?.focus();
}

const ChatToggle = observer(function ChatToggle() {
  const chat = useChatContext();
  const styles = useStyles();
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.slot} data-chat-widget="">
      {/* Esc anywhere in the widget (panel or button) closes the panel (issue 21). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the div only catches the Escape key bubbling up from the focusable panel and button inside it; it is not itself a control */}
      <div
        className={styles.root}
        onKeyDown={(e) => {
          if (e.key === "Escape" && chat.isOpen) {
            e.stopPropagation();
            closeTo(chat, button);
          }
        }}
      >
        {chat.isOpen ? <ChatPanel onClose={() => closeTo(chat, button)} /> : null}
        <Button
          ref={button}
          appearance="primary"
          shape="circular"
          className={styles.toggle}
          icon={<ChatHelp24Regular />}
          aria-expanded={chat.isOpen}
          aria-controls={chat.isOpen ? "chat-panel" : undefined}
          onClick={() => chat.toggle()}
        >
          <span className={styles.toggleText}>{intl.formatMessage(messages.open)}</span>
        </Button>
      </div>
    </div>
  );
});

/** The chat widget (spec §2 "Layout"): open or closed, answering with pages of the portal. */
export default function ChatWidget() {
  const chat = useFeatureStore(chatStoreKey);
  return (
    <ChatProvider chat={chat}>
      <ChatToggle />
    </ChatProvider>
  );
}
