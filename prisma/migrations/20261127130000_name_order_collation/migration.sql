-- Names in the order people read them: case and accents aside ("élodie" beside "Elodie"), compared
-- by ICU's root collation at its first strength. The attendance report sorts and pages its rows in
-- PostgreSQL with it, where it read every registration of the year to sort them in JavaScript
-- (docs/performance.md, twelfth round).
CREATE COLLATION IF NOT EXISTS "name_order" (provider = icu, locale = 'und-u-ks-level1', deterministic = false);
