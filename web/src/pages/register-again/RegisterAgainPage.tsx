import { useState } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';
import {
  defaultPlan,
  es,
  formatText,
  planClosure,
  publicPlanOf,
  publicPlans,
  registerAgainGate,
} from '@curso/common';
import { PageCard } from '../../components/PageCard';
import { AccessGate } from '../../session/AccessGate';
import { useEdition } from '../../session/EditionContext';
import { useGatedProfile } from '../../session/GatedProfileContext';
import { EarlierCertificates } from '../dashboard/accreditation/EarlierCertificates';
import { RegisterAgainForm } from './RegisterAgainForm';

const t = es.registerAgain;

/**
 * `/register-again`: a person registered in an earlier edition signs in and lands here; their data
 * is filled in, they choose a plan and confirm, and their earlier certificates stay at hand.
 */
export function RegisterAgainPage() {
  return (
    <AccessGate gate={registerAgainGate}>
      <RegisterAgain />
    </AccessGate>
  );
}

function RegisterAgain() {
  const edition = useEdition();
  const profile = useGatedProfile();
  const now = new Date();
  const open = publicPlans(edition).filter((plan) => !planClosure(edition, plan, now));
  const usual = publicPlanOf(edition, profile?.plan_name);
  const [planKey, setPlanKey] = useState(
    (usual && open.includes(usual) ? usual : (open[0] ?? defaultPlan(edition)))?.key ?? '',
  );
  const plan = open.find((p) => p.key === planKey);
  if (!profile) return null;
  return (
    <PageCard title={formatText(t.title, { edition: edition.short_title })} maxWidth={720}>
      <Typography color="text.secondary">{t.intro}</Typography>
      {open.length === 0 ? (
        <Typography>{es.errors['no-current-edition']}</Typography>
      ) : (
        <TextField
          select
          label={t.plan}
          value={planKey}
          onChange={(event) => setPlanKey(event.target.value)}
        >
          {open.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {/* A new plan means new fields: the form starts afresh from the profile. */}
      {plan && <RegisterAgainForm key={plan.key} plan={plan} profile={profile} />}
      <EarlierCertificates certificates={profile.earlier_certificates} />
    </PageCard>
  );
}
