// The public company register [access §7.2, §8]: signup asks it for the trade name of a company that is not a
// customer, to pre-fill the WhatsApp message. Served from the server's own table (docs/product-decisions.md): no
// external call.
import { Hono } from 'hono';
import type { CompanyRegisterEntry } from '../../../src/domain/entities/signup';
import { isValidCnpj, stripTaxIdPunctuation } from '../../../src/domain/tax-id';
import type { AppDeps, AppEnv } from '../deps';
import { findCompany } from '../db/queries/company-register';
import { fail } from '../http/errors';
import { throttleLookups } from '../http/lookup-throttle';

export function companyRegisterRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get('/customer/cnpj/:cnpj', throttleLookups(deps), async (c) => {
    const cnpj = stripTaxIdPunctuation(c.req.param('cnpj'));
    // The spec's own (English) text for this answer [access §8].
    if (!isValidCnpj(cnpj)) fail(400, 'Invalid CNPJ format');
    const company = await findCompany(db, cnpj);
    if (!company) fail(404, 'CNPJ não encontrado');
    const answer: CompanyRegisterEntry = { tradeName: company.trade_name, cnpj: company.cnpj };
    return c.json(answer);
  });
}
