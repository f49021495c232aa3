import { passkeyCeremonySchema, passkeySchema, passkeysResponseSchema, type Passkey } from '@grove/contracts';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';

export const passkeysQueryKey = [USER_SCOPE, 'passkeys'] as const;

/** GET /api/v1/auth/passkeys */
export async function getPasskeys(): Promise<Passkey[]> {
  return passkeysResponseSchema.parse(await api<unknown>('/api/v1/auth/passkeys')).passkeys;
}

export const passkeysQueryOptions = () => queryOptions({ queryKey: passkeysQueryKey, queryFn: getPasskeys });

/**
 * Adds a passkey: the server's options, the browser's prompt (the device asks its owner to
 * unlock it), then the answer back to the server, which checks it and keeps the public key.
 */
export async function addPasskey(): Promise<Passkey> {
  const ceremony = passkeyCeremonySchema.parse(
    await api<unknown>('/api/v1/auth/passkeys/registration', { method: 'POST' }),
  );
  const credential = await startRegistration({
    optionsJSON: ceremony.options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return passkeySchema.parse(
    await api<unknown>('/api/v1/auth/passkeys', {
      method: 'POST',
      body: { challenge_id: ceremony.challenge_id, credential },
    }),
  );
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

/** PATCH /api/v1/auth/passkeys/:id */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<unknown>(`/api/v1/auth/passkeys/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

/** DELETE /api/v1/auth/passkeys/:id */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/v1/auth/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
