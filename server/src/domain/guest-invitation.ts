import { randomInt } from 'node:crypto';

/** At most this many invitations per customer in the window (each sends a WhatsApp message). */
export const INVITATIONS_PER_WINDOW = 10;
export const INVITATION_WINDOW_MS = 60 * 60 * 1000;

/**
 * A guest's username: 'convidado' and 6 random digits (easy to type, never a tax id, says what it is). The caller
 * draws again when it is taken.
 */
export function guestUsername(): string {
  return `convidado${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

interface Invitation {
  guestName: string;
  holderName: string;
  username: string;
  code: string;
  loginUrl: string;
}

/** The WhatsApp message: who invites, the username, the temporary access code and where to sign in. */
export function invitationText({ guestName, holderName, username, code, loginUrl }: Invitation): string {
  return (
    `Olá, ${guestName}! ${holderName} convidou você para comprar no Balcão. ` +
    `Usuário: ${username} Código de acesso: ${code} ` +
    `Entre em ${loginUrl} — o código vale para o primeiro acesso; depois defina o seu.`
  );
}
