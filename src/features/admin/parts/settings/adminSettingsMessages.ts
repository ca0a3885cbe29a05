import { defineMessages } from "react-intl";

/** The texts of the site settings screen (/admin/settings). */
export const settingsMessages = defineMessages({
  title: { id: "admin.settings.title", defaultMessage: "Configuración del portal" },
  intro: {
    id: "admin.settings.introEntity",
    defaultMessage:
      "Datos de la entidad, teléfonos de atención, números de emergencia, horario, correos, redes sociales, aviso de mantenimiento y chat que se muestran en el portal, y la regla de publicación de contenidos. Cada cambio queda registrado con su autor y su fecha. Los campos marcados con asterisco (*) son obligatorios.",
  },
  loading: { id: "admin.settings.loading", defaultMessage: "Cargando la configuración…" },
  loadError: { id: "admin.settings.loadError", defaultMessage: "No fue posible cargar la configuración." },
  retry: { id: "admin.settings.retry", defaultMessage: "Intentar de nuevo" },
  updated: { id: "admin.settings.updated", defaultMessage: "Última modificación: {date} por {email}." },
  updatedNoAuthor: { id: "admin.settings.updatedNoAuthor", defaultMessage: "Última modificación: {date}." },
  neverUpdated: {
    id: "admin.settings.neverUpdated",
    defaultMessage: "Aún no se ha modificado; se muestran los valores iniciales.",
  },
  // 1. Líneas de atención
  linesLegend: { id: "admin.settings.lines.legend", defaultMessage: "Líneas de atención" },
  switchboard: { id: "admin.settings.field.switchboard", defaultMessage: "Conmutador" },
  freeLine: { id: "admin.settings.field.freeLine", defaultMessage: "Línea gratuita nacional" },
  antiCorruptionLine: { id: "admin.settings.field.antiCorruptionLine", defaultMessage: "Línea anticorrupción" },
  whatsappLine: { id: "admin.settings.field.whatsappLine", defaultMessage: "WhatsApp de atención" },
  phoneHint: {
    id: "admin.settings.field.phoneHint",
    defaultMessage: "10 dígitos (604 444 5000 o 300 123 4567), una línea 01 8000 con 6 dígitos más o un código corto como 115.",
  },
  // 2. Números de emergencia
  emergencyLegend: { id: "admin.settings.emergency.legend", defaultMessage: "Números de emergencia" },
  emergencyIntro: {
    id: "admin.settings.emergency.intro",
    defaultMessage: "Números para reportar daños y emergencias de cada servicio. Pueden repetirse si una misma línea atiende varios servicios.",
  },
  emergencyEnergy: { id: "admin.settings.field.emergencyEnergy", defaultMessage: "Emergencias de energía" },
  emergencyWater: { id: "admin.settings.field.emergencyWater", defaultMessage: "Emergencias de acueducto y alcantarillado" },
  emergencyTelecom: { id: "admin.settings.field.emergencyTelecom", defaultMessage: "Daños de telecomunicaciones" },
  // 3. Horario de atención
  hoursLegend: { id: "admin.settings.hours.legend", defaultMessage: "Horario de atención" },
  officeHours: { id: "admin.settings.field.officeHours", defaultMessage: "Horario de atención al público" },
  officeHoursHint: {
    id: "admin.settings.field.officeHoursHint",
    defaultMessage: "Escríbalo como lo leerá el público, por ejemplo «Lunes a viernes de 7:00 a. m. a 5:00 p. m.». Entre {min} y {max} caracteres.",
  },
  officeAddress: { id: "admin.settings.field.officeAddress", defaultMessage: "Dirección de la sede principal" },
  officeAddressHint: {
    id: "admin.settings.field.officeAddressHint",
    defaultMessage: "La que imprimen el pie de página, las páginas, los PDF y los correos. Entre {min} y {max} caracteres.",
  },
  counter: { id: "admin.settings.counter", defaultMessage: "{count} de {max} caracteres" },
  // 3b. The GOV.CO footer's identity (issue 35 §4)
  entityLegend: { id: "admin.settings.entity.legend", defaultMessage: "Datos de la entidad en el pie de página" },
  entityIntro: {
    id: "admin.settings.entity.intro",
    defaultMessage:
      "Se muestran en el pie de página de todo el portal, junto con la dirección, el horario y las líneas de atención, como lo piden los lineamientos GOV.CO de MinTIC.",
  },
  entityName: { id: "admin.settings.field.entityName", defaultMessage: "Nombre de la entidad" },
  entityNameHint: { id: "admin.settings.field.entityNameHint", defaultMessage: "El nombre legal completo. Entre {min} y {max} caracteres." },
  officeCity: { id: "admin.settings.field.officeCity", defaultMessage: "Municipio y departamento" },
  officeCityHint: { id: "admin.settings.field.officeCityHint", defaultMessage: "Por ejemplo «San Rafael, Antioquia, Colombia»." },
  postalCode: { id: "admin.settings.field.postalCode", defaultMessage: "Código postal" },
  postalCodeHint: { id: "admin.settings.field.postalCodeHint", defaultMessage: "Los 6 dígitos del código postal de la sede principal." },
  mailLegend: { id: "admin.settings.mail.legend", defaultMessage: "Correos de la entidad" },
  institutionalEmail: { id: "admin.settings.field.institutionalEmail", defaultMessage: "Correo institucional" },
  judicialEmail: { id: "admin.settings.field.judicialEmail", defaultMessage: "Correo de notificaciones judiciales" },
  publicMailHint: { id: "admin.settings.field.publicMailHint", defaultMessage: "Se publica en el pie de página de todas las páginas." },
  socialLegend: { id: "admin.settings.social.legend", defaultMessage: "Redes sociales" },
  socialIntro: {
    id: "admin.settings.social.intro",
    defaultMessage:
      "La dirección completa de cada cuenta, que empiece por https://. Deje vacía la de una red en la que la entidad no tenga cuenta y no se mostrará.",
  },
  facebookUrl: { id: "admin.settings.field.facebookUrl", defaultMessage: "Facebook" },
  xUrl: { id: "admin.settings.field.xUrl", defaultMessage: "X (antes Twitter)" },
  instagramUrl: { id: "admin.settings.field.instagramUrl", defaultMessage: "Instagram" },
  youtubeUrl: { id: "admin.settings.field.youtubeUrl", defaultMessage: "YouTube" },
  // 4. Aviso de mantenimiento
  bannerLegend: { id: "admin.settings.banner.legend", defaultMessage: "Aviso de mantenimiento" },
  bannerEnabled: { id: "admin.settings.field.bannerEnabled", defaultMessage: "Mostrar el aviso en todo el portal" },
  bannerEnabledHint: {
    id: "admin.settings.field.bannerEnabledHint",
    defaultMessage: "El aviso aparece en todas las páginas hasta que lo apague.",
  },
  bannerText: { id: "admin.settings.field.bannerText", defaultMessage: "Texto del aviso" },
  bannerTextHint: {
    id: "admin.settings.field.bannerTextHint",
    defaultMessage: "Diga qué servicio está en mantenimiento y hasta cuándo. Obligatorio cuando el aviso está activo.",
  },
  previewLabel: { id: "admin.settings.banner.previewLabel", defaultMessage: "Vista previa del aviso" },
  previewEmpty: { id: "admin.settings.banner.previewEmpty", defaultMessage: "Escriba el texto del aviso para verlo aquí." },
  // 5. Chat de atención
  chatLegend: { id: "admin.settings.chat.legend", defaultMessage: "Chat de atención" },
  chatEnabled: { id: "admin.settings.field.chatEnabled", defaultMessage: "Mostrar el chat de atención en el portal" },
  chatEnabledHint: {
    id: "admin.settings.field.chatEnabledHint",
    defaultMessage: "Si lo apaga, el botón del chat deja de mostrarse en todas las páginas.",
  },
  // 6. Notificaciones de PQRS
  pqrsLegend: { id: "admin.settings.pqrs.legend", defaultMessage: "Notificaciones de PQRS" },
  pqrsMailbox: { id: "admin.settings.field.pqrsMailbox", defaultMessage: "Buzón de notificación de PQRS" },
  pqrsMailboxHint: {
    id: "admin.settings.field.pqrsMailboxHint",
    defaultMessage: "Recibe una copia de cada PQRS y solicitud radicada. No se muestra al público.",
  },
  // 7. Publicación de contenidos (issue 35 §1)
  contentLegend: { id: "admin.settings.content.legend", defaultMessage: "Publicación de contenidos" },
  contentRequiresApproval: {
    id: "admin.settings.field.contentRequiresApproval",
    defaultMessage: "Publicar contenidos solo después de la aprobación de una segunda persona",
  },
  contentRequiresApprovalHint: {
    id: "admin.settings.field.contentRequiresApprovalHint",
    defaultMessage:
      "Si lo activa, una página se publica solo cuando otra persona con permiso de edición aprueba la versión que se pidió publicar; quien pide la publicación no puede aprobarla.",
  },
  // Actions and results
  save: { id: "admin.settings.save", defaultMessage: "Guardar la configuración" },
  saving: { id: "admin.settings.saving", defaultMessage: "Guardando…" },
  discard: { id: "admin.settings.discard", defaultMessage: "Descartar cambios" },
  dirty: { id: "admin.settings.dirty", defaultMessage: "Hay cambios sin guardar." },
  saved: {
    id: "admin.settings.saved",
    defaultMessage: "Configuración guardada. Los cambios se ven en el portal en menos de un minuto.",
  },
  discarded: {
    id: "admin.settings.discarded",
    defaultMessage: "Se descartaron los cambios. El formulario muestra de nuevo la configuración guardada.",
  },
  saveFailed: { id: "admin.settings.saveFailed", defaultMessage: "No fue posible guardar la configuración. Intente de nuevo." },
  stale: { id: "admin.settings.stale", defaultMessage: "Cargar la configuración actual (descarta sus cambios)" },
  conflictTitle: { id: "admin.settings.conflictTitle", defaultMessage: "No se guardó" },
  conflictFallback: {
    id: "admin.settings.conflictFallback",
    defaultMessage:
      "Otra persona guardó la configuración mientras usted la editaba. Cargue la versión actual para seguir; sus cambios siguen en el formulario hasta entonces.",
  },
  reloaded: { id: "admin.settings.reloaded", defaultMessage: "Se cargó la configuración actual. Haga de nuevo sus cambios y guárdelos." },
});
