import type { IntlShape, MessageDescriptor } from "react-intl";

/** formatMessage with values, for descriptors of defineMessages (their typed values say none). */
export function fm(intl: IntlShape, descriptor: MessageDescriptor, values: Record<string, string | number>): string {
  return intl.formatMessage(descriptor, values);
}
