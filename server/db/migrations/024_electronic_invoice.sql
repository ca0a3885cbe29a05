-- Electronic bills (issue 34 §3, formats sheet §4): since 2024 a utility's bill is a DIAN electronic
-- document (documento equivalente electrónico, Res. DIAN 000165 de 2023). The billing system sends
-- its CUDE (SHA-384, 96 hex digits), the text of its QR and its XML (the AttachedDocument) or the
-- address where the XML is kept. All four are null on an invoice the DIAN never saw.
ALTER TABLE invoices ADD COLUMN dian_cude text CHECK (dian_cude ~ '^[0-9a-f]{96}$');
ALTER TABLE invoices ADD COLUMN dian_qr text CHECK (length(dian_qr) BETWEEN 1 AND 2000);
ALTER TABLE invoices ADD COLUMN dian_xml text;
ALTER TABLE invoices ADD COLUMN dian_xml_url text CHECK (dian_xml_url ~ '^https://');
ALTER TABLE invoices ADD CONSTRAINT invoices_dian_check
  CHECK (dian_cude IS NOT NULL OR (dian_qr IS NULL AND dian_xml IS NULL AND dian_xml_url IS NULL));
