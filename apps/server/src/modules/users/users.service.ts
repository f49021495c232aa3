import { normalizeLanguage, type UpdateProfileRequest, type User } from '@grove/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { toUserDto } from './users.mapper.js';
import { findUserById, updateUser, type UserRow } from './users.repository.js';

export interface UsersService {
  /** Profile fields only; onboarding, investor type and verification have their own flows. */
  updateMe(userId: string, changes: UpdateProfileRequest): Promise<User>;
}

export function createUsersService({ db }: { db: Db }): UsersService {
  return {
    async updateMe(userId, changes) {
      const update: Partial<UserRow> = {};
      if (changes.name !== undefined) update.name = changes.name || null;
      if (changes.phone !== undefined) update.phone = changes.phone || null;
      if (changes.location !== undefined) update.location = changes.location || null;
      if (changes.date_of_birth !== undefined) update.dateOfBirth = changes.date_of_birth || null;
      if (changes.language !== undefined) update.language = normalizeLanguage(changes.language);
      const row = Object.keys(update).length ? await updateUser(db, userId, update) : await findUserById(db, userId);
      if (!row) throw notFound('User not found');
      return toUserDto(row);
    },
  };
}
