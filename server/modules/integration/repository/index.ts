/**
 * SQL of the import (issue 34 §1): the contracts, invoices and payments the billing system sends,
 * found by their natural keys, and the history of imports. The billing and payments modules keep
 * their own statements; these write the same tables the way the billing system owns them.
 */
export * from "./records";
export * from "./payments";
export * from "./runs";
