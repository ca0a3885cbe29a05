-- Issue 35: two kinds of new site settings, all edited in /admin/settings.
-- §1: `contentRequiresApproval`, whether a content page is published only after a second person
-- approves it (read by the content module through SiteSettingsService).
-- §4: the entity's identity as the GOV.CO footer prints it (Res. MinTIC 1519 de 2020, Anexo 2;
-- formats sheet §5): name, postal code, municipality, institutional and judicial-notice e-mails and
-- the social networks, beside the phones, address and hours already stored (023).
-- Keys never saved show the published defaults (src/shared/siteSettings.ts DEFAULT_SETTINGS), so,
-- as in 023, no row is written here.
ALTER TABLE site_settings DROP CONSTRAINT site_settings_key_check;
ALTER TABLE site_settings ADD CONSTRAINT site_settings_key_check CHECK (key IN (
  'switchboard', 'freeLine', 'antiCorruptionLine', 'whatsappLine', 'emergencyEnergy', 'emergencyWater',
  'emergencyTelecom', 'officeHours', 'officeAddress', 'maintenanceBannerEnabled', 'maintenanceBannerText',
  'chatEnabled', 'pqrsMailbox',
  'contentRequiresApproval',
  'entityName', 'postalCode', 'officeCity', 'institutionalEmail', 'judicialEmail',
  'facebookUrl', 'xUrl', 'instagramUrl', 'youtubeUrl'
));
