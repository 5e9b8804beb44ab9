import { useId, useState, type FormEvent } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { config } from '../../config/app-config';
import { paths, whatsappHref } from '../../config/paths';
import { isValidCnpj, isValidCpf, onlyDigits, stripTaxIdPunctuation } from '../../domain/tax-id';
import { lookUpCustomer, type CompanyLookupFailure, type LookupOutcome } from '../../session/signup';
import buttons from '../../ui/button.module.css';
import { showToast } from '../../ui/toast';
import { AccessLayout } from '../auth/access-layout';
import { signupMessages } from './messages';
import { LookupPanel, type PanelOutcome } from './lookup-panel';
import { TaxIdInput } from './tax-id-input';
import styles from './signup.module.css';
import { needsServer } from './needs-server';

const route = getRouteApi('/ativacao/cadastro');

/** 11 digits is a CPF, anything else a CNPJ (the alphanumeric one included) [access §5]. */
function isValidTaxId(input: string): boolean {
  const bare = stripTaxIdPunctuation(input);
  return onlyDigits(bare).length === 11 && bare.length === 11 ? isValidCpf(bare) : isValidCnpj(bare);
}

const COMPANY_LOOKUP_TEXTS: Record<CompanyLookupFailure, string | null> = {
  'invalid-format': null,
  failed: signupMessages.cnpjLookupFailed,
  network: signupMessages.connectionFailed,
};

function toastText(outcome: Extract<LookupOutcome, { kind: 'company-lookup-failed' | 'error' }>): string {
  if (outcome.kind === 'company-lookup-failed') return COMPANY_LOOKUP_TEXTS[outcome.reason] ?? outcome.message;
  return outcome.message || signupMessages.connectionLost;
}

/** Signup start [access §2.5]: the tax id, looked up among the partner's customers. */
function SignupStartScreenOnline() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [panel, setPanel] = useState<PanelOutcome | null>(null);
  const partnerId = search.code ?? config.signupPartnerId;
  const trackid = search.trackid ?? '';

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (busy) return;
    if (!isValidTaxId(value)) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    setPanel(null);
    const outcome = await lookUpCustomer(value, partnerId, trackid, search.register === true);
    setBusy(false);
    if (outcome.kind === 'found') {
      void navigate({ to: paths.activation, search: { code: partnerId, track: trackid } });
    } else if (outcome.kind === 'company-lookup-failed' || outcome.kind === 'error') {
      showToast(toastText(outcome));
    } else {
      setPanel(outcome);
    }
  }

  return (
    <AccessLayout>
      <form className={styles.column} onSubmit={(event) => void onSubmit(event)} noValidate>
        <h1 className={styles.title}>{signupMessages.startTitle}</h1>
        <p className={styles.text}>{signupMessages.startText}</p>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {signupMessages.taxIdLabel}
          </label>
          <TaxIdInput
            id={inputId}
            className={styles.input}
            value={value}
            invalid={invalid}
            describedBy={invalid ? errorId : undefined}
            onChange={(next) => {
              setValue(next);
              setInvalid(false);
            }}
          />
          {invalid && (
            <p id={errorId} role="alert" className={styles.error}>
              {signupMessages.taxIdInvalid}
            </p>
          )}
        </div>
        <button
          type="submit"
          className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
          disabled={stripTaxIdPunctuation(value) === ''}
          aria-busy={busy || undefined}
        >
          {signupMessages.continue}
        </button>
        {panel && <LookupPanel outcome={panel} />}
        <a className={styles.link} href={whatsappHref(config.supportWhatsapp)} target="_blank" rel="noopener noreferrer">
          {signupMessages.support}
        </a>
      </form>
    </AccessLayout>
  );
}

export const SignupStartScreen = needsServer(SignupStartScreenOnline);
