import { useEffect } from 'react';
import { siteConfig } from '../config/site-config';

/** Sets the tab title of an admin page: "Settings | Owner area | <business>". */
export function useAdminTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Owner area | ${siteConfig.businessName}`;
  }, [title]);
}
