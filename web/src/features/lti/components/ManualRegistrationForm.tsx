import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { addPlatform, PLATFORMS_KEY, type ManualPlatformInput } from '../api/lti';
import { LTI_NS } from '../locales';

type Fields = Omit<ManualPlatformInput, 'deploymentIds' | 'frameOrigins'> & { deploymentIds: string; frameOrigins: string };
const EMPTY: Fields = { universityId: '', name: '', issuer: '', clientId: '', authEndpoint: '', tokenEndpoint: '', jwksUrl: '', deploymentIds: '', frameOrigins: '' };
const TEXT_FIELDS = ['name', 'issuer', 'clientId', 'authEndpoint', 'tokenEndpoint', 'jwksUrl', 'deploymentIds', 'frameOrigins'] as const;
const OPTIONAL: readonly string[] = ['deploymentIds', 'frameOrigins'];
const list = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** Registers an LMS from the values its LTI 1.3 tool page shows (the fields keep their text when the server refuses). */
export function ManualRegistrationForm({ universities }: { universities: { value: string; label: string }[] }) {
  const { t } = useTranslation(LTI_NS);
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const add = useMutation({
    mutationFn: () => addPlatform({ ...fields, deploymentIds: list(fields.deploymentIds), frameOrigins: list(fields.frameOrigins) }),
    onSuccess: async () => {
      setFields(EMPTY);
      await queryClient.invalidateQueries({ queryKey: PLATFORMS_KEY });
    },
  });
  const errorOf = (field: string) => (add.error instanceof ApiError ? add.error.errors.find((e) => e.field === field || e.field.startsWith(`${field}.`))?.message : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t('admin.manualTitle')}</h2>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <SelectField
          label={t('admin.university')}
          required
          value={fields.universityId}
          error={errorOf('universityId')}
          onChange={(e) => setFields({ ...fields, universityId: e.target.value })}
          options={[{ value: '', label: t('admin.choose') }, ...universities]}
          wrapChosen
        />
        {TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`admin.field.${name}`)}
            hint={t(`admin.hint.${name}`)}
            required={!OPTIONAL.includes(name)}
            value={fields[name]}
            error={errorOf(name)}
            onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
          />
        ))}
        {add.isError && (
          <p role="alert" className="text-red-800">
            {add.error instanceof ApiError ? add.error.message : t('admin.failed')}
          </p>
        )}
        {add.isSuccess && <p role="status">{t('admin.added')}</p>}
        <div>
          <Button type="submit" disabled={add.isPending}>
            {t('admin.add')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
