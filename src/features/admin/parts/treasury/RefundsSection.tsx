import { useEffect, useRef, useState, type FormEvent } from "react";
import { Body1, Button, Spinner, Tab, TabList } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { TextareaField } from "../../../../components/forms/fields";
import { LoadProblem } from "../../../../components/LoadProblem";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { errorText, serverFields } from "../../../../services/apiClient";
import { PAYMENT_METHOD_LABELS } from "../../../../shared/billing";
import { TREASURY_LIMITS, type RefundItem, type RefundStatus, type TreasuryChannel } from "../../../../shared/treasury";
import type { AdminTreasuryStore } from "../../AdminTreasuryStore";
import { CHANNEL_MESSAGES } from "./TreasuryFigures";
import { treasuryMessages as t } from "./treasuryMessages";
import { useTreasuryStyles } from "./useTreasuryStyles";

const isChannel = (method: string): method is TreasuryChannel => method === "pse" || method === "checkout" || method === "banco";

/** Recording one refund: how the money went back (required), saved or cancelled. */
const RefundForm = observer(function RefundForm({ store, item, onCancel }: { store: AdminTreasuryStore; item: RefundItem; onCancel: () => void }) {
  const intl = useIntl();
  const styles = useTreasuryStyles();
  const [note, setNote] = useState("");
  const [empty, setEmpty] = useState(false);
  const id = `refund-note-${item.reference}`;
  useEffect(() => document.getElementById(id)?.focus(), [id]);
  const failure = store.refunding.error;
  const error = empty ? intl.formatMessage(t.noteRequired) : failure ? (serverFields(failure)?.note ?? errorText(failure)) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (note.trim() === "") {
      setEmpty(true);
      document.getElementById(id)?.focus();
      return;
    }
    setEmpty(false);
    void store.recordRefund(item.reference, note.trim());
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label={fm(intl, t.recordOf, { reference: item.reference })}
      id={`refund-form-${item.reference}`}
    >
      <TextareaField
        id={id}
        label={intl.formatMessage(t.noteLabel)}
        hint={intl.formatMessage(t.noteHint)}
        required
        maxLength={TREASURY_LIMITS.refundNoteMax}
        value={note}
        onChange={(v) => {
          setNote(v);
          setEmpty(false);
          store.refunding.clearError();
        }}
        error={error}
      />
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" disabled={store.refunding.busy}>
          {store.refunding.busy ? intl.formatMessage(t.saving) : intl.formatMessage(t.save)}
        </Button>
        <Button type="button" onClick={onCancel}>
          {intl.formatMessage(t.cancel)}
        </Button>
      </div>
    </form>
  );
});

/** One double payment: what came in, from whom, for what, how to reach them; and its refund or the button to record it. */
const RefundCard = observer(function RefundCard({ store, item }: { store: AdminTreasuryStore; item: RefundItem }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useTreasuryStyles();
  const button = useRef<HTMLButtonElement>(null);
  const open = store.refundFormFor === item.reference;
  const contact = [item.payerEmail, item.holderEmail].filter((e, i, all): e is string => !!e && all.indexOf(e) === i);
  const fact = (label: string, value: string) => (
    <div className={styles.fact}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
  return (
    <li className={styles.card} data-refund={item.reference}>
      <h3 className={styles.cardTitle}>{`${f.money(item.amount)} · ${item.reference}`}</h3>
      <dl className={styles.facts}>
        {fact(
          intl.formatMessage(t.channel),
          isChannel(item.channel) ? intl.formatMessage(CHANNEL_MESSAGES[item.channel]) : PAYMENT_METHOD_LABELS[item.channel],
        )}
        {item.bank ? fact(intl.formatMessage(t.bank), item.bank) : null}
        {fact(intl.formatMessage(t.contract), item.contractNumber)}
        {fact(intl.formatMessage(t.holder), item.holderName)}
        {fact(intl.formatMessage(t.invoices), item.invoiceNumbers.join(", ") || "—")}
        {/* A bank file's payment is dated by its collection day; an online one by the gateway's answer. */}
        {item.decidedAt
          ? item.channel === "banco"
            ? fact(intl.formatMessage(t.collectedOn), f.instant(item.decidedAt, "date"))
            : fact(intl.formatMessage(t.decidedAt), f.instant(item.decidedAt))
          : null}
        {item.refundedAt ? null : fact(intl.formatMessage(t.contact), contact.length > 0 ? contact.join(", ") : intl.formatMessage(t.noContact))}
        {item.refundedAt ? fact(intl.formatMessage(t.refundedAt), f.instant(item.refundedAt)) : null}
        {item.refundedBy ? fact(intl.formatMessage(t.refundedBy), item.refundedBy) : null}
        {item.refundNote ? fact(intl.formatMessage(t.refundNote), item.refundNote) : null}
      </dl>
      {item.refundedAt ? null : open ? (
        <RefundForm
          store={store}
          item={item}
          onCancel={() => {
            store.openRefundForm(null);
            button.current?.focus();
          }}
        />
      ) : (
        <div>
          <Button ref={button} onClick={() => store.openRefundForm(item.reference)} aria-label={fm(intl, t.recordOf, { reference: item.reference })}>
            {intl.formatMessage(t.record)}
          </Button>
        </div>
      )}
    </li>
  );
});

/**
 * The double payments: those awaiting their refund (all of them, the oldest first) and the refunds
 * recorded in the report's days, in two tabs; recording one announces it and moves it to the other.
 */
export const RefundsSection = observer(function RefundsSection({ store }: { store: AdminTreasuryStore }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useTreasuryStyles();
  const status = useRef<HTMLParagraphElement>(null);
  const last = store.lastRefund;
  useEffect(() => {
    if (last) status.current?.focus();
  }, [last]);
  const list = store.refunds;
  const count = (s: RefundStatus) => (s === "pending" ? store.pending : store.done).value?.total;
  const tabLabel = (s: RefundStatus) => fm(intl, s === "pending" ? t.tabPending : t.tabDone, { count: count(s) ?? "…" });
  const value = list.value;
  let body;
  if (list.status === "failed") {
    body = (
      <LoadProblem title={intl.formatMessage(t.refundsError)} error={list.error} retryLabel={intl.formatMessage(t.retry)} onRetry={() => void list.retry()} />
    );
  } else if (!value) {
    body = <Spinner size="small" labelPosition="after" label={intl.formatMessage(t.refundsLoading)} />;
  } else if (value.items.length === 0) {
    body = (
      <Body1 as="p" block>
        {intl.formatMessage(store.tab === "pending" ? t.noPending : t.noDone)}
      </Body1>
    );
  } else {
    body = (
      <>
        <p className={styles.note}>
          {fm(intl, t.listTotal, { count: value.total, amount: f.money(value.amount) })}
          {value.total > value.items.length ? ` ${fm(intl, t.listTruncated, { shown: value.items.length, total: value.total })}` : ""}
        </p>
        <ul className={styles.cards}>
          {value.items.map((item) => (
            <RefundCard key={item.reference} store={store} item={item} />
          ))}
        </ul>
      </>
    );
  }
  return (
    <section aria-labelledby="treasury-refunds-title" id="pagos-dobles">
      <h2 id="treasury-refunds-title" className={styles.h2}>
        {intl.formatMessage(t.refundsTitle)}
      </h2>
      <p className={styles.note}>{intl.formatMessage(t.refundsIntro)}</p>
      <p ref={status} role="status" tabIndex={-1} className={styles.quietStatus}>
        {last ? fm(intl, t.refunded, { amount: f.money(last.amount), reference: last.reference }) : ""}
      </p>
      <TabList
        className={styles.tabs}
        selectedValue={store.tab}
        onTabSelect={(_, d) => store.choose(d.value as RefundStatus)}
        aria-label={intl.formatMessage(t.tabsLabel)}
      >
        <Tab value="pending" id="refunds-tab-pending" aria-controls="refunds-panel">
          {tabLabel("pending")}
        </Tab>
        <Tab value="done" id="refunds-tab-done" aria-controls="refunds-panel">
          {tabLabel("done")}
        </Tab>
      </TabList>
      <div role="tabpanel" id="refunds-panel" aria-labelledby={`refunds-tab-${store.tab}`}>
        {body}
      </div>
    </section>
  );
});
