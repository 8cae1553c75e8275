import type { EditionPlan, PlanKey, RegistrationForm } from '@curso/common';

/** What `/register` leaves for `/verify`, as the specification names it. */
export interface RegistrationData {
  formData: RegistrationForm;
  plan: PlanKey;
  /** The plan as the edition described it when the form was sent (its dates as ISO text). */
  planConfig: EditionPlan;
}

const KEY = 'registrationData';

export function saveRegistrationData(formData: RegistrationForm, plan: EditionPlan): void {
  const data: RegistrationData = { formData, plan: plan.key, planConfig: plan };
  localStorage.setItem(KEY, JSON.stringify(data));
}

/**
 * `null` when nothing usable is stored (never saved, cleared, or tampered with). Whether the plan
 * is still one of the edition's is for the page to tell, and for the server to enforce.
 */
export function readRegistrationData(): RegistrationData | null {
  try {
    const data = JSON.parse(localStorage.getItem(KEY) ?? 'null') as RegistrationData | null;
    return data && data.formData && typeof data.plan === 'string' && data.plan ? data : null;
  } catch {
    return null;
  }
}

export function clearRegistrationData(): void {
  localStorage.removeItem(KEY);
}
