import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Stack } from '@mui/material';
import { CODE_LENGTH, es, formatText } from '@curso/common';
import { CodeInput } from '../../components/CodeInput';
import { PageCard } from '../../components/PageCard';
import { useResendCode } from './useResendCode';
import { useVerifyCode } from './useVerifyCode';

const t = es.verify;

/** `/verify?email=&type=login`: without an email there is nothing to verify. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  if (!email) return <Navigate to="/register" replace />;
  return <VerifyForm email={email} isLogin={params.get('type') === 'login'} />;
}

function VerifyForm({ email, isLogin }: { email: string; isLogin: boolean }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const { verify, verifying } = useVerifyCode(email, isLogin);
  const { resend, resending, waitSeconds } = useResendCode(email, isLogin);
  return (
    <PageCard
      title={t.title}
      subtitle={
        <>
          {t.subtitle}{' '}
          <Box component="strong" sx={{ wordBreak: 'break-all' }}>
            {email}
          </Box>
        </>
      }
    >
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify(code);
        }}
        onKeyDown={(event) => {
          // A browser does not submit on Enter while the default button is disabled, yet an
          // incomplete code must still be answered with "Código incompleto".
          const inField = event.target instanceof HTMLInputElement;
          if (event.key === 'Enter' && inField && code.length !== CODE_LENGTH && !verifying) {
            event.preventDefault();
            void verify(code);
          }
        }}
        spacing={2}
      >
        <CodeInput value={code} onChange={setCode} disabled={verifying} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={code.length !== CODE_LENGTH || verifying}
        >
          {verifying ? t.submitting : t.submit}
        </Button>
        <Button onClick={resend} disabled={resending || waitSeconds > 0}>
          {resending
            ? t.resending
            : waitSeconds > 0
              ? formatText(t.resendIn, { seconds: waitSeconds })
              : t.resend}
        </Button>
        <Button color="inherit" onClick={() => navigate(isLogin ? '/login' : '/register')}>
          {t.back}
        </Button>
      </Stack>
    </PageCard>
  );
}
