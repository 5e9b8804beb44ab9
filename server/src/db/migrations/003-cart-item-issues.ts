export default /* sql */ `
-- issues: [{type, description}] of one item (description is limited HTML); quantity updates keep them
ALTER TABLE cart_items ADD COLUMN issues jsonb NOT NULL DEFAULT '[]';
`;
