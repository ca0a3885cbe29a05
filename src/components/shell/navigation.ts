import { defineMessages, type MessageDescriptor } from "react-intl";

/**
 * The portal's navigation (issue 21): the nine public areas of the header's brand row, which the
 * navigation drawer of phones and tablets repeats. The account entries are in accountNavigation.ts
 * (lazy chunks only).
 */
export interface NavEntry {
  label: MessageDescriptor;
  path: string;
}

const m = defineMessages({
  home: { id: "menu.home", defaultMessage: "Inicio" },
  energy: { id: "menu.energy", defaultMessage: "Energía" },
  water: { id: "menu.water", defaultMessage: "Acueducto y alcantarillado" },
  telco: { id: "menu.telco", defaultMessage: "Telecomunicaciones" },
  news: { id: "menu.news", defaultMessage: "Noticias" },
  service: { id: "menu.service", defaultMessage: "Atención al ciudadano" },
  transparency: { id: "menu.transparency", defaultMessage: "Transparencia" },
  company: { id: "menu.company", defaultMessage: "Nuestra empresa" },
  sustainability: { id: "menu.sustainability", defaultMessage: "Sostenibilidad" },
});

const quick = defineMessages({
  pay: { id: "menu.quick.pay", defaultMessage: "Pagar factura" },
  report: { id: "menu.quick.report", defaultMessage: "Reportar un daño" },
  cuts: { id: "menu.quick.cuts", defaultMessage: "Cortes programados" },
  pqrs: { id: "menu.quick.pqrs", defaultMessage: "PQRS" },
});

export const navMessages = defineMessages({
  quickTitle: { id: "menu.quick.title", defaultMessage: "Lo más buscado" },
  mainMenu: { id: "menu.label", defaultMessage: "Menú principal" },
  menuButton: { id: "shell.menuButton", defaultMessage: "Menú" },
});

/** The site's areas in the main menu; paths are the areas' entry pages. */
export const PUBLIC_NAV: readonly NavEntry[] = [
  { label: m.home, path: "/homePage" },
  { label: m.energy, path: "/energia/energyHome" },
  { label: m.water, path: "/acueducto/homeAqueductSewer" },
  { label: m.telco, path: "/telco" },
  { label: m.company, path: "/who-we-are" },
  { label: m.sustainability, path: "/sostenibilidad" },
  { label: m.news, path: "/noticias" },
  { label: m.service, path: "/homeCustomerService" },
  { label: m.transparency, path: "/transparencia/home" },
];

/**
 * Issue 33: what most visitors come for, at the top of the drawer on phones (the areas alone left
 * paying or reporting a failure three taps away). A signed-in user pays from the account's bills.
 */
export function quickNav(signedIn: boolean): readonly NavEntry[] {
  return [
    { label: quick.pay, path: signedIn ? "/dashboard/online-payment" : "/pago-en-linea" },
    { label: quick.report, path: "/reporta-una-falla" },
    { label: quick.cuts, path: "/noticias-cortes" },
    { label: quick.pqrs, path: "/pqr" },
  ];
}

/** The id of the menu button: the drawer gives focus back to it when it closes. */
export const MENU_BUTTON_ID = "site-menu-button";
export const NAV_DRAWER_ID = "site-nav-drawer";
