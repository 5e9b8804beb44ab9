export default /* sql */ `
CREATE TABLE partner_contacts (
  id integer PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners(id),
  name text NOT NULL,
  description text NOT NULL,
  phone_number text NOT NULL,
  position integer NOT NULL
);
CREATE INDEX partner_contacts_partner ON partner_contacts (partner_id, position);

-- A partner's sectors; each customer files product families into them (customer_family_sections).
CREATE TABLE sections (
  id integer PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners(id),
  name text NOT NULL,
  position integer NOT NULL
);
CREATE INDEX sections_partner ON sections (partner_id, position);

-- partner_id is the section's: a family sits in at most one sector per customer and partner.
CREATE TABLE customer_family_sections (
  customer_id integer NOT NULL REFERENCES customers(id),
  partner_id integer NOT NULL REFERENCES partners(id),
  family_id integer NOT NULL REFERENCES families(id),
  section_id integer NOT NULL REFERENCES sections(id),
  PRIMARY KEY (customer_id, partner_id, family_id)
);
CREATE INDEX customer_family_sections_section ON customer_family_sections (customer_id, section_id);

-- attributes: [{name, value}]
CREATE TABLE product_datasheets (
  product_id integer PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  technical_info text NOT NULL,
  attributes jsonb NOT NULL
);

-- position 1 is the main image (/media/products/{id}.svg); the others are /media/products/{id}-{position}.svg
CREATE TABLE product_images (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position integer NOT NULL,
  view text NOT NULL,
  PRIMARY KEY (product_id, position)
);

CREATE INDEX families_department ON families (department_id, sort_key);
CREATE INDEX products_brand ON products (partner_id, brand_id);
CREATE INDEX products_family ON products (partner_id, family_id);

-- Incremental catalogue sync (docs/decisions/0050-incremental-catalogue-refresh-a-per-partner-change-number.md): every
-- change of a partner's product, and of a customer's view of one, takes a number from catalogue_change_seq while
-- holding the partner's transaction-level advisory lock (catalogue_lock), so a partner's numbers become visible in
-- order: a reader that sees number N of a partner has seen every lower number of that partner.
CREATE SEQUENCE catalogue_change_seq;

CREATE FUNCTION catalogue_lock(partner integer) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(905, partner)
$$;

ALTER TABLE products ADD COLUMN change_seq bigint NOT NULL DEFAULT 0;
CREATE INDEX products_changes ON products (partner_id, change_seq);

-- products removed from the table itself (a product marked deleted keeps its row and its change_seq)
CREATE TABLE catalogue_tombstones (
  partner_id integer NOT NULL REFERENCES partners(id),
  product_id integer NOT NULL,
  seq bigint NOT NULL
);
CREATE INDEX catalogue_tombstones_seq ON catalogue_tombstones (partner_id, seq);

-- the latest change of one customer's view of a product (favorite, purchase history, suggestion, sector)
CREATE TABLE customer_product_changes (
  customer_id integer NOT NULL REFERENCES customers(id),
  partner_id integer NOT NULL REFERENCES partners(id),
  product_id integer NOT NULL,
  seq bigint NOT NULL,
  PRIMARY KEY (customer_id, product_id)
);
CREATE INDEX customer_product_changes_seq ON customer_product_changes (customer_id, partner_id, seq);
CREATE INDEX customer_product_changes_partner ON customer_product_changes (partner_id, seq);

CREATE FUNCTION products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM catalogue_lock(OLD.partner_id);
    INSERT INTO catalogue_tombstones (partner_id, product_id, seq) VALUES (OLD.partner_id, OLD.id, nextval('catalogue_change_seq'));
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'change_seq') = (to_jsonb(OLD) - 'change_seq') THEN
    RETURN NEW;
  END IF;
  PERFORM catalogue_lock(NEW.partner_id);
  NEW.change_seq := nextval('catalogue_change_seq');
  RETURN NEW;
END $$;
CREATE TRIGGER products_change_seq BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_changed();
CREATE TRIGGER products_tombstone AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION products_changed();

-- Called once per statement with the (customer, product) pairs it touched, so bulk writes stay cheap.
CREATE FUNCTION note_customer_product_changes(pairs jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_lock(partner_id) FROM (
    SELECT DISTINCT p.partner_id FROM jsonb_to_recordset(pairs) AS x(customer_id integer, product_id integer)
    JOIN products p ON p.id = x.product_id ORDER BY p.partner_id) partners;
  INSERT INTO customer_product_changes (customer_id, partner_id, product_id, seq)
  SELECT x.customer_id, p.partner_id, p.id, nextval('catalogue_change_seq')
  FROM (SELECT DISTINCT customer_id, product_id FROM jsonb_to_recordset(pairs) AS r(customer_id integer, product_id integer)) x
  JOIN products p ON p.id = x.product_id
  ON CONFLICT (customer_id, product_id) DO UPDATE SET seq = EXCLUDED.seq;
END $$;

CREATE FUNCTION customer_view_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_customer_product_changes((SELECT coalesce(jsonb_agg(jsonb_build_object('customer_id', customer_id, 'product_id', product_id)), '[]') FROM new_rows));
  RETURN NULL;
END $$;
CREATE FUNCTION customer_view_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_customer_product_changes((SELECT coalesce(jsonb_agg(jsonb_build_object('customer_id', customer_id, 'product_id', product_id)), '[]') FROM old_rows));
  RETURN NULL;
END $$;
CREATE FUNCTION customer_view_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_customer_product_changes((SELECT coalesce(jsonb_agg(jsonb_build_object('customer_id', customer_id, 'product_id', product_id)), '[]')
    FROM (SELECT customer_id, product_id FROM new_rows UNION SELECT customer_id, product_id FROM old_rows) touched));
  RETURN NULL;
END $$;

CREATE TRIGGER favorites_inserted AFTER INSERT ON favorites REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_view_inserted();
CREATE TRIGGER favorites_deleted AFTER DELETE ON favorites REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_view_deleted();
CREATE TRIGGER favorites_updated AFTER UPDATE ON favorites REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_view_updated();
CREATE TRIGGER purchase_history_inserted AFTER INSERT ON purchase_history REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_view_inserted();
CREATE TRIGGER purchase_history_deleted AFTER DELETE ON purchase_history REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_view_deleted();
CREATE TRIGGER purchase_history_updated AFTER UPDATE ON purchase_history REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_view_updated();
CREATE TRIGGER suggestions_inserted AFTER INSERT ON suggestions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_view_inserted();
CREATE TRIGGER suggestions_deleted AFTER DELETE ON suggestions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_view_deleted();
CREATE TRIGGER suggestions_updated AFTER UPDATE ON suggestions REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_view_updated();

-- A family's filing changes the view of every product of the family at the sector's partner.
CREATE FUNCTION family_sections_changed(filings jsonb) RETURNS void LANGUAGE sql AS $$
  SELECT note_customer_product_changes(coalesce(jsonb_agg(jsonb_build_object('customer_id', f.customer_id, 'product_id', p.id)), '[]'))
  FROM jsonb_to_recordset(filings) AS f(customer_id integer, partner_id integer, family_id integer)
  JOIN products p ON p.partner_id = f.partner_id AND p.family_id = f.family_id
$$;
CREATE FUNCTION family_sections_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM family_sections_changed((SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]') FROM new_rows n));
  RETURN NULL;
END $$;
CREATE FUNCTION family_sections_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM family_sections_changed((SELECT coalesce(jsonb_agg(to_jsonb(o)), '[]') FROM old_rows o));
  RETURN NULL;
END $$;
CREATE FUNCTION family_sections_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM family_sections_changed((SELECT coalesce(jsonb_agg(to_jsonb(t)), '[]')
    FROM (SELECT customer_id, partner_id, family_id FROM new_rows UNION SELECT customer_id, partner_id, family_id FROM old_rows) t));
  RETURN NULL;
END $$;
CREATE TRIGGER customer_family_sections_inserted AFTER INSERT ON customer_family_sections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION family_sections_inserted();
CREATE TRIGGER customer_family_sections_deleted AFTER DELETE ON customer_family_sections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION family_sections_deleted();
CREATE TRIGGER customer_family_sections_updated AFTER UPDATE ON customer_family_sections
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION family_sections_updated();
`;
