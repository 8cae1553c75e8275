import { yup } from './yup';
import { planOf, publicPlanOf } from '../catalog/plans';
import type { Edition } from '../models/Edition';

/**
 * Rules that depend on the edition (which plans exist, which wait for the societies) read it from
 * the validation context: the callables pass the current edition, the forms the one they show.
 * Without one, no plan is valid.
 */
export interface EditionContext {
  edition: Edition;
}

export const editionOf = (context: unknown): Edition | undefined =>
  (context as Partial<EditionContext> | undefined)?.edition;

/**
 * A plan of the context's edition; `scope: 'public'` leaves out the sponsored plans. A missing or
 * empty plan is told by `requiredMessage` (the same message unless a form says otherwise): a
 * second `.required()` would not replace the first one's test on an empty string.
 */
export const editionPlanField = (
  scope: 'public' | 'any',
  message: string,
  requiredMessage: string = message,
) =>
  yup
    .string()
    .trim()
    .required(requiredMessage)
    .test('edition-plan', message, function isEditionPlan(value) {
      if (!value) return true;
      const edition = editionOf(this.options.context);
      return Boolean(scope === 'public' ? publicPlanOf(edition, value) : planOf(edition, value));
    });

type PlanRule = (edition: Edition | undefined, plan: unknown) => boolean;

/** The `is` of a `.when([planField, '$edition'], …)`: the plan meets `rule` in the edition. */
export const planIs =
  (rule: PlanRule) =>
  (plan: unknown, edition: unknown): boolean =>
    rule(edition as Edition | undefined, plan);
