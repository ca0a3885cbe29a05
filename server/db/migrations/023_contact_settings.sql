-- Issue 33 §3: one truth for contacts. Every phone number, the main office's address and its hours
-- come from the site settings; the WhatsApp line and the office address join them. Keys never
-- saved show the published defaults (src/shared/siteSettings.ts DEFAULT_SETTINGS: 300 123 4567 and
-- Carrera 50 # 52-14, Centro Administrativo Municipal, what the site printed until now), so no row
-- is written here.
ALTER TABLE site_settings DROP CONSTRAINT site_settings_key_check;
ALTER TABLE site_settings ADD CONSTRAINT site_settings_key_check CHECK (key IN (
  'switchboard', 'freeLine', 'antiCorruptionLine', 'whatsappLine', 'emergencyEnergy', 'emergencyWater',
  'emergencyTelecom', 'officeHours', 'officeAddress', 'maintenanceBannerEnabled', 'maintenanceBannerText',
  'chatEnabled', 'pqrsMailbox'
));
