import { bankAccountRequestSchema, type BankAccount, type Wallet } from '@grove/contracts';
import { Landmark, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useAddBankAccount, useRemoveBankAccount } from '../api/wallet';
import { walletErrorText } from '../utils/wallet-text';
import { PayoutsNotice } from './payouts-notice';

/** How the investor recognises an account: its bank and the last four digits. */
export const bankAccountLabel = (account: Pick<BankAccount, 'bank_name' | 'last4'>) =>
  `${account.bank_name} •••• ${account.last4}`;

const FIELDS = ['holder_name', 'routing_number', 'account_number', 'account_number_confirmation'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

/** Each field's problem: the form's own check first, then what the server said about it. */
function fieldErrors(values: Values): Partial<Record<FieldName, string>> {
  const parsed = bankAccountRequestSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as FieldName;
    if (FIELDS.includes(name) && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/**
 * Adds a bank account in the investor's verified name. The full number goes to the payment
 * provider; the platform keeps and shows only its last four digits.
 */
export function BankAccountDialog({
  open,
  onOpenChange,
  wallet,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wallet: Wallet;
  onAdded: (account: BankAccount) => void;
}) {
  const { t } = useTranslation('wallet');
  const add = useAddBankAccount();
  const empty: Values = {
    holder_name: wallet.verified_name ?? '',
    routing_number: '',
    account_number: '',
    account_number_confirmation: '',
  };
  const [values, setValues] = useState<Values>(empty);
  const [submitted, setSubmitted] = useState(false);
  // What the server refused, by field, until that field changes.
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const local = submitted ? fieldErrors(values) : {};
  const errorOf = (name: FieldName) => serverErrors[name] ?? local[name] ?? null;
  const fieldless = add.error && !(add.error instanceof ApiError && add.error.fields.length > 0) ? add.error : null;

  const change = (name: FieldName, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors((previous) => ({ ...previous, [name]: undefined }));
    add.reset();
  };
  const close = (next: boolean) => {
    if (!next) {
      setValues(empty);
      setSubmitted(false);
      setServerErrors({});
      add.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(fieldErrors(values)).length > 0 || add.isPending) return;
    add.mutate(values, {
      onSuccess: (account) => {
        onAdded(account);
        close(false);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const byField: Partial<Record<FieldName, string>> = {};
        for (const field of error.fields) {
          const name = field.path.split('.')[0] as FieldName;
          if (FIELDS.includes(name)) byField[name] = t(`bank.errors.${field.code}`, { defaultValue: field.message });
        }
        setServerErrors(byField);
      },
    });
  };

  const input = (name: FieldName, props: { autoComplete: string; inputMode?: 'numeric' }) => (
    <Field
      label={t(`bank.fields.${name}`)}
      error={errorOf(name)}
      hint={name === 'holder_name' ? t('bank.holderHint') : null}
    >
      {(control) => (
        <Input
          {...control}
          {...props}
          value={values[name]}
          onChange={(event) => change(name, event.target.value)}
          data-testid={`bank-${name}`}
        />
      )}
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('bank.addTitle')}
      description={t('bank.addDescription')}
      closeLabel={t('common:actions.close')}
      icon={<Landmark className="size-5" aria-hidden />}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="bank-account-form">
        {input('holder_name', { autoComplete: 'name' })}
        {input('routing_number', { autoComplete: 'off', inputMode: 'numeric' })}
        {input('account_number', { autoComplete: 'off', inputMode: 'numeric' })}
        {input('account_number_confirmation', { autoComplete: 'off', inputMode: 'numeric' })}
        {wallet.sandbox_bank ? (
          <p
            className="rounded-xl bg-slate-50 p-3 text-xs leading-relaxed text-slate-600"
            data-testid="bank-sandbox-hint"
          >
            {t('bank.sandboxHint')}
          </p>
        ) : null}
        {fieldless ? (
          <p
            role="alert"
            className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset"
          >
            {walletErrorText(t, fieldless)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending} data-testid="bank-account-save">
            {t('bank.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The investor's saved accounts, each removable after a confirmation, and what the provider still
 * needs before it can pay out to them.
 */
export function BankAccountList({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useTranslation('wallet');
  const remove = useRemoveBankAccount();
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby="bank-accounts-title" data-testid="bank-accounts">
      <h3 id="bank-accounts-title" className="text-base font-semibold text-slate-900">
        {t('bank.listTitle')}
      </h3>
      <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {accounts.map((account) => (
          <li key={account.id} className="flex items-center gap-3 p-4" data-testid="bank-account">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <Landmark className="size-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold break-words text-slate-900">{bankAccountLabel(account)}</p>
              <p className="text-xs break-words text-slate-500">{account.holder_name}</p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setRemoving(account)}
              aria-label={t('bank.remove', { account: bankAccountLabel(account) })}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <PayoutsNotice accounts={accounts} className="mt-3" />
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.reset();
          }
        }}
        tone="danger"
        icon={<Trash2 className="size-5" aria-hidden />}
        title={t('bank.removeTitle')}
        description={removing ? t('bank.removeDescription', { account: bankAccountLabel(removing) }) : null}
        closeLabel={t('common:actions.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('bank.keep')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
              data-testid="bank-account-remove-confirm"
            >
              {t('bank.removeConfirm')}
            </Button>
          </>
        }
      >
        {remove.error ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {walletErrorText(t, remove.error)}
          </p>
        ) : null}
      </Dialog>
    </section>
  );
}
