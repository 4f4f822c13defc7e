import type { ReactNode } from 'react';
import { useAdminTitle } from './admin-title';

/** The frame of one admin page: its h1 (also the tab title), an optional line under it, the content. */
export function AdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  useAdminTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
