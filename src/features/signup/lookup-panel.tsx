import { useEffect, useId, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { config } from '../../config/app-config';
import { paths, whatsappHref } from '../../config/paths';
import { formatTaxId } from '../../domain/tax-id';
import type { LookupOutcome } from '../../session/signup';
import buttons from '../../ui/button.module.css';
import { setLoginMode } from '../auth/auth-flags';
import { signupMessages } from './messages';
import styles from './signup.module.css';

export type PanelOutcome = Extract<LookupOutcome, { kind: 'registered' | 'unknown-company' | 'unknown-person' | 'unknown-cnpj' }>;

/** A WhatsApp chat with the support, the message already written [access §8 'Cliente não encontrado']. */
function requestHref(outcome: Exclude<PanelOutcome, { kind: 'registered' }>): string {
  const text =
    outcome.kind === 'unknown-company'
      ? signupMessages.whatsappCompany(outcome.company.tradeName, formatTaxId(outcome.company.cnpj))
      : outcome.kind === 'unknown-cnpj'
        ? signupMessages.whatsappCnpj(formatTaxId(outcome.cnpj))
        : signupMessages.whatsappPerson(formatTaxId(outcome.cpf));
  return whatsappHref(config.supportWhatsapp, text);
}

/** What the lookup found when it is not a customer to activate: already registered, or not a customer at all. */
export function LookupPanel({ outcome }: { outcome: PanelOutcome }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => headingRef.current?.focus(), [outcome]);

  if (outcome.kind === 'registered') {
    return (
      <section className={styles.panel} aria-labelledby={titleId}>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
          {signupMessages.registeredTitle}
        </h2>
        <p>{signupMessages.registeredText}</p>
        <Link to={paths.login} className={`${buttons.button} ${buttons.primary} ${buttons.block}`} onClick={() => setLoginMode('SHOW_LOGIN')}>
          {signupMessages.goToLogin}
        </Link>
        <Link to={paths.forgotPassword} className={styles.link}>
          {signupMessages.newCode}
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {signupMessages.notFoundTitle}
      </h2>
      {outcome.kind === 'unknown-cnpj' ? (
        <>
          <p>{signupMessages.cnpjNotFound}</p>
          <p>{signupMessages.cnpjNextStep}</p>
        </>
      ) : (
        <p>{outcome.kind === 'unknown-company' ? signupMessages.notFoundCompany(outcome.company.tradeName) : signupMessages.notFoundPerson}</p>
      )}
      <a className={`${buttons.button} ${buttons.accent} ${buttons.block}`} href={requestHref(outcome)} target="_blank" rel="noopener noreferrer">
        {signupMessages.requestByWhatsapp}
      </a>
    </section>
  );
}
