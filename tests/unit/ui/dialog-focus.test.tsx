import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../../src/ui/confirm-dialog';
import { Dialog } from '../../../src/ui/dialog';

function Opener({ withActions }: { withActions: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {withActions ? (
        <ConfirmDialog open={open} title="Sair?" confirmLabel="Sair" cancelLabel="Cancelar" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)}>
          <p>Há alterações pendentes.</p>
        </ConfirmDialog>
      ) : (
        <Dialog open={open} title="Aguarde" onClose={() => setOpen(false)}>
          <p>Carregando...</p>
        </Dialog>
      )}
    </>
  );
}

function openFrom(opener: HTMLElement): void {
  opener.focus();
  fireEvent.click(opener);
}

describe('Dialog focus', () => {
  it('moves the focus to the first control when it opens', () => {
    render(<Opener withActions />);
    openFrom(screen.getByRole('button', { name: 'Abrir' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
  });

  it('moves the focus to its title when it has no control', () => {
    render(<Opener withActions={false} />);
    openFrom(screen.getByRole('button', { name: 'Abrir' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Aguarde' }));
  });

  it('gives the focus back to the opener when it closes', () => {
    render(<Opener withActions />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    openFrom(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus back to the opener after Escape', () => {
    render(<Opener withActions />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    openFrom(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });

  it('has a short body that is no tab stop and describes the dialog', () => {
    render(<Opener withActions />);
    openFrom(screen.getByRole('button', { name: 'Abrir' }));
    const body = screen.getByText('Há alterações pendentes.').closest('[id]') as HTMLElement;
    expect(body.hasAttribute('tabindex')).toBe(false);
    expect(screen.getByRole('dialog', { description: 'Há alterações pendentes.' })).toBeTruthy();
  });

  it('takes back a focus lost with a control that went away', async () => {
    function Retry() {
      const [failed, setFailed] = useState(true);
      return (
        <Dialog open title="Política de cookies" onClose={() => {}} actions={failed && <button type="button" onClick={() => setFailed(false)}>Tentar novamente</button>}>
          <p>{failed ? 'Falhou' : 'Carregando...'}</p>
        </Dialog>
      );
    }
    render(<Retry />);
    const retry = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(document.activeElement).toBe(retry);
    await act(async () => fireEvent.click(retry));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Política de cookies' }));
  });

  it('wraps Tab around its controls', () => {
    render(<Opener withActions />);
    openFrom(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog');
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    const confirm = screen.getByRole('button', { name: 'Sair' });
    confirm.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('gives the focus back to the opener when its owner stops drawing it while open (a confirmation cancelled)', async () => {
    function Owner() {
      const [asking, setAsking] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setAsking(true)}>
            Adicionar
          </button>
          {asking && (
            <ConfirmDialog open title="Confirme a embalagem" confirmLabel="Confirmar" cancelLabel="Cancelar" onConfirm={() => {}} onCancel={() => setAsking(false)}>
              <p>CX 10 UN</p>
            </ConfirmDialog>
          )}
        </>
      );
    }
    render(<Owner />);
    const opener = screen.getByRole('button', { name: 'Adicionar' });
    openFrom(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus on the screen title when the page opened it by itself (the terms on a first visit)', () => {
    function FirstVisit() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <h1>Acesse sua conta</h1>
          <ConfirmDialog open={open} title="Política de cookies" confirmLabel="Concordar" cancelLabel="Recusar" onConfirm={() => setOpen(false)} onCancel={() => {}}>
            <p>Usamos cookies.</p>
          </ConfirmDialog>
        </main>
      );
    }
    render(<FirstVisit />);
    fireEvent.click(screen.getByRole('button', { name: 'Concordar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Acesse sua conta', level: 1 }));
  });
});
