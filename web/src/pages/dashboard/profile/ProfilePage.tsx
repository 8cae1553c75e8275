import { useState } from 'react';
import { Alert, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { es } from '@curso/common';
import { useGatedProfile } from '../../../session/GatedProfileContext';
import { useImpersonating } from '../../../session/impersonation';
import { AccountDetails } from './AccountDetails';
import { PersonalInfoForm } from './PersonalInfoForm';
import { PreferencesForm } from './PreferencesForm';

const t = es.profile;
const TABS = ['personal', 'account', 'preferences'] as const;
type ProfileTab = (typeof TABS)[number];

/**
 * `/dashboard/profile`. While an administrator views someone else it is read-only: the callable
 * saves the caller's own profile, so a save here would change the administrator's, not theirs.
 */
export function ProfilePage() {
  const profile = useGatedProfile();
  const readOnly = useImpersonating();
  const [tab, setTab] = useState<ProfileTab>('personal');
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" fontWeight={700}>
        {t.title}
      </Typography>
      {!profile ? (
        <Alert severity="info">{t.noProfile}</Alert>
      ) : (
        <>
          {readOnly && <Alert severity="warning">{t.readOnly}</Alert>}
          <Tabs
            value={tab}
            onChange={(_event, value: ProfileTab) => setTab(value)}
            aria-label={t.tabsLabel}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {TABS.map((key) => (
              <Tab key={key} value={key} label={t.tabs[key]} />
            ))}
          </Tabs>
          <Card variant="outlined" role="tabpanel" aria-label={t.tabs[tab]}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              {tab === 'personal' && (
                <PersonalInfoForm key={profile.id} profile={profile} readOnly={readOnly} />
              )}
              {tab === 'account' && <AccountDetails profile={profile} />}
              {tab === 'preferences' && (
                <PreferencesForm key={profile.id} profile={profile} readOnly={readOnly} />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
