/**
 * The owner's session (`/api/admin/session`: sign in, am I signed in?, sign out) and the password change
 * (`POST /api/admin/password`).
 */
import { z } from 'zod';

/** The shortest password the owner may choose (the same rule as ADMIN_PASSWORD). */
export const MIN_PASSWORD_LENGTH = 10;

/** `POST /api/admin/session`. */
export const SignInSchema = z.strictObject({ password: z.string().min(1, 'enter the password').max(200) });
export type SignIn = z.infer<typeof SignInSchema>;

/** A new session's CSRF token, which every later write sends in `x-csrf-token`. */
export interface SignInAnswer {
  ok: true;
  csrfToken: string;
}

/** How the owner's area names the store that holds the leads. */
export interface StoreInUse {
  /** The database the server runs on. */
  kind: 'pglite' | 'postgres';
  /** True when committed leads are also mirrored to the owner's Supabase table. */
  supabase: boolean;
  /**
   * The name buttons use ('Save to Supabase', 'Fetch from Database'): 'Supabase' only when the leads
   * really reach Supabase, else the generic 'Database' (decision 0110).
   */
  label: 'Supabase' | 'Database';
  /** A longer description for the layout: 'PGlite (embedded)', 'PostgreSQL', '… + Supabase mirror'. */
  description: string;
}

/** The signed-in owner, as the admin layout and the Data Fields Manager read it. */
export interface OwnerSession {
  csrfToken: string;
  user: string;
  store: StoreInUse;
}

/** `GET /api/admin/session`: answered without a 401 when signed out. */
export type SessionAnswer = { ok: true; signedIn: false } | ({ ok: true; signedIn: true } & OwnerSession);

/** `POST /api/admin/password`: the current password and a new one. */
export const PasswordChangeSchema = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(200, 'The new password may have at most 200 characters.'),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;
