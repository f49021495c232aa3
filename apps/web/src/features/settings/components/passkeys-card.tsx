import type { Passkey } from '@grove/contracts';
import { PASSKEY_NAME_MAX_LENGTH } from '@grove/contracts';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { passkeyFailureOf, passkeysSupported } from '@/lib/passkeys';
import { useLanguage } from '@/lib/use-language';
import { passkeysQueryOptions, useAddPasskey, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { Done, FormAlert, SettingsCard } from './settings-card';

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: Passkey; onRename: () => void; onRemove: () => void }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const lastUsed = passkey.last_used_at
    ? t('passkeys.lastUsed', { when: formatDate(passkey.last_used_at, language) })
    : t('passkeys.neverUsed');
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium break-words text-slate-900">
            {passkey.name}
            {passkey.synced ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {t('passkeys.synced')}
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            {t('passkeys.added', { when: formatDate(passkey.created_at, language) })} · {lastUsed}
          </p>
        </div>
      </div>
      <div className="flex gap-2 self-start sm:self-center">
        <Button
          variant="secondary"
          size="sm"
          onClick={onRename}
          aria-label={t('passkeys.renameLabel', { name: passkey.name })}
        >
          <Pencil className="size-4" aria-hidden />
          {t('passkeys.rename')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onRemove}
          aria-label={t('passkeys.removeLabel', { name: passkey.name })}
        >
          <Trash2 className="size-4" aria-hidden />
          {t('passkeys.remove')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The settings' passkeys: the list, adding one (the device prompts its owner), renaming and
 * removing one. Hidden where the browser has no WebAuthn.
 */
export function PasskeysCard() {
  return passkeysSupported() ? <Passkeys /> : null;
}

function Passkeys() {
  const { t } = useTranslation('settings');
  const query = useQuery(passkeysQueryOptions());
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [added, setAdded] = useState(false);

  const failure = passkeyFailureOf(add.error);
  const addError =
    failure === 'cancelled'
      ? null
      : failure === 'registered'
        ? t('passkeys.alreadyRegistered')
        : failure === 'failed'
          ? t('passkeys.browserFailed')
          : add.isError
            ? errorText(t, add.error, t('passkeys.addFailed'))
            : null;
  const trimmed = name.trim();

  return (
    <SettingsCard title={t('passkeys.title')} description={t('passkeys.description')}>
      {query.isPending ? (
        <div className="flex justify-center">
          <Spinner className="size-6" label={t('loading')} />
        </div>
      ) : query.isError ? (
        <FormAlert>{errorText(t, query.error, t('passkeys.loadFailed'))}</FormAlert>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('passkeys.none')}</p>
      ) : (
        <ul className="-mt-3 divide-y divide-slate-100" aria-label={t('passkeys.title')}>
          {query.data.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRename={() => {
                rename.reset();
                setName(passkey.name);
                setRenaming(passkey);
              }}
              onRemove={() => {
                remove.reset();
                setRemoving(passkey);
              }}
            />
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-col gap-3">
        {addError ? <FormAlert>{addError}</FormAlert> : null}
        {added && !add.isPending && !add.isError ? <Done>{t('passkeys.addedDone')}</Done> : null}
        <Button
          variant="secondary"
          className="w-full sm:w-auto sm:self-start"
          loading={add.isPending}
          onClick={() => {
            setAdded(false);
            add.mutate(undefined, { onSuccess: () => setAdded(true) });
          }}
        >
          <Plus className="size-4" aria-hidden />
          {t('passkeys.add')}
        </Button>
      </div>
      <Dialog
        open={renaming !== null}
        onOpenChange={(open) => (open ? null : setRenaming(null))}
        title={t('passkeys.renameTitle')}
        closeLabel={t('common:actions.close')}
        icon={<KeyRound className="size-5" aria-hidden />}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRenaming(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              loading={rename.isPending}
              disabled={trimmed.length === 0}
              onClick={() =>
                renaming && rename.mutate({ id: renaming.id, name: trimmed }, { onSuccess: () => setRenaming(null) })
              }
            >
              {t('passkeys.save')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <Field label={t('passkeys.name')} hint={t('passkeys.nameHint')}>
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={PASSKEY_NAME_MAX_LENGTH}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          {rename.isError ? <FormAlert>{errorText(t, rename.error, t('passkeys.renameFailed'))}</FormAlert> : null}
        </div>
      </Dialog>
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t('passkeys.removeTitle')}
        description={removing ? t('passkeys.removeText', { name: removing.name }) : undefined}
        closeLabel={t('common:actions.close')}
        tone="danger"
        icon={<Trash2 className="size-5" aria-hidden />}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
            >
              {t('passkeys.removeConfirm')}
            </Button>
          </>
        }
      >
        {remove.isError ? <FormAlert>{errorText(t, remove.error, t('passkeys.removeFailed'))}</FormAlert> : null}
      </Dialog>
    </SettingsCard>
  );
}
