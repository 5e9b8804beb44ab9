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

-- Incremental catalogue sync (docs/decisions.md): every change of a partner's product, and of a
-- customer's view of one, takes the next number of the partner's catalogue version. The version
-- row stays locked until the change commits, so numbers become visible in order: a reader that
-- sees version N has seen every change numbered up to N.
CREATE TABLE catalogue_versions (
  partner_id integer PRIMARY KEY REFERENCES partners(id),
  seq bigint NOT NULL
);

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

CREATE FUNCTION next_catalogue_seq(partner integer) RETURNS bigint LANGUAGE sql AS $$
  INSERT INTO catalogue_versions (partner_id, seq) VALUES (partner, 1)
  ON CONFLICT (partner_id) DO UPDATE SET seq = catalogue_versions.seq + 1
  RETURNING seq
$$;

CREATE FUNCTION products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO catalogue_tombstones (partner_id, product_id, seq) VALUES (OLD.partner_id, OLD.id, next_catalogue_seq(OLD.partner_id));
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'change_seq') = (to_jsonb(OLD) - 'change_seq') THEN
    RETURN NEW;
  END IF;
  NEW.change_seq := next_catalogue_seq(NEW.partner_id);
  RETURN NEW;
END $$;
CREATE TRIGGER products_change_seq BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_changed();
CREATE TRIGGER products_tombstone AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION products_changed();

CREATE FUNCTION note_customer_product_change(customer integer, product integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO customer_product_changes (customer_id, partner_id, product_id, seq)
  SELECT customer, p.partner_id, p.id, next_catalogue_seq(p.partner_id) FROM products p WHERE p.id = product
  ON CONFLICT (customer_id, product_id) DO UPDATE SET seq = EXCLUDED.seq
$$;

CREATE FUNCTION customer_view_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  changed := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  PERFORM note_customer_product_change(changed.customer_id, changed.product_id);
  IF TG_OP = 'UPDATE' AND OLD.product_id <> NEW.product_id THEN
    PERFORM note_customer_product_change(OLD.customer_id, OLD.product_id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER favorites_changed AFTER INSERT OR UPDATE OR DELETE ON favorites FOR EACH ROW EXECUTE FUNCTION customer_view_changed();
CREATE TRIGGER purchase_history_changed AFTER INSERT OR UPDATE OR DELETE ON purchase_history FOR EACH ROW EXECUTE FUNCTION customer_view_changed();
CREATE TRIGGER suggestions_changed AFTER INSERT OR UPDATE OR DELETE ON suggestions FOR EACH ROW EXECUTE FUNCTION customer_view_changed();

CREATE FUNCTION family_section_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  changed := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  PERFORM note_customer_product_change(changed.customer_id, p.id)
  FROM products p WHERE p.partner_id = changed.partner_id AND p.family_id = changed.family_id;
  RETURN NULL;
END $$;
CREATE TRIGGER customer_family_sections_changed AFTER INSERT OR UPDATE OR DELETE ON customer_family_sections
  FOR EACH ROW EXECUTE FUNCTION family_section_changed();
`;
