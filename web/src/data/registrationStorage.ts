import {
  PLANS,
  isPublicPlanKey,
  type Plan,
  type PublicPlanKey,
  type RegistrationForm,
} from '@curso/common';

/** What `/register` leaves for `/verify`, as the specification names it. */
export interface RegistrationData {
  formData: RegistrationForm;
  plan: PublicPlanKey;
  planConfig: Plan;
}

const KEY = 'registrationData';

export function saveRegistrationData(formData: RegistrationForm, plan: PublicPlanKey): void {
  const data: RegistrationData = { formData, plan, planConfig: PLANS[plan] };
  localStorage.setItem(KEY, JSON.stringify(data));
}

/** `null` when nothing usable is stored (never saved, cleared, or tampered with). */
export function readRegistrationData(): RegistrationData | null {
  try {
    const data = JSON.parse(localStorage.getItem(KEY) ?? 'null') as RegistrationData | null;
    return data && data.formData && isPublicPlanKey(data.plan) ? data : null;
  } catch {
    return null;
  }
}

export function clearRegistrationData(): void {
  localStorage.removeItem(KEY);
}
