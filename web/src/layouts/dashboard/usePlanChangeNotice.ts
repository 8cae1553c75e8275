import { useEffect, useRef } from 'react';
import { es, formatText, planDisplayName, type Profile } from '@curso/common';
import { useToast } from '../../components/toast/ToastContext';
import { useEdition } from '../../session/EditionContext';

const t = es.dashboard;

/**
 * "Plan actualizado" when the live profile's plan changes while the user watches. Not on the
 * first snapshot, not while an administrator views someone else, and not when the profile
 * shown switches to another person (an impersonation starting or ending).
 */
export function usePlanChangeNotice(profile: Profile | null, impersonating: boolean): void {
  const toast = useToast();
  const edition = useEdition();
  const seen = useRef<{ id: string; plan: string } | null>(null);
  const id = profile?.id;
  const plan = profile?.plan_name;
  useEffect(() => {
    if (id === undefined || plan === undefined) return;
    const before = seen.current;
    seen.current = { id, plan };
    if (impersonating || !before || before.id !== id || before.plan === plan) return;
    toast({
      title: t.planUpdatedTitle,
      description: formatText(t.planUpdated, { plan: planDisplayName(edition, plan) }),
    });
  }, [id, plan, impersonating, toast, edition]);
}
