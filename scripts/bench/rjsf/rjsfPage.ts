// The benchmark's comparison page, never part of the app or the package: RJSF's <Form>, set up
// the way its docs show it (validator-ajv8; `?live` adds liveValidate="onChange"), on the stress
// transit class with the JSON Schema the project itself publishes for transit classes. Plain
// createElement, so the file type-checks with the other scripts without a JSX setup of its own.
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { jsonSchema } from '../../../src/io';
import { stressTransitClass } from '../stressDocuments';
import { RJSF_CHANGE_EVENT } from './rjsfChangeEvent.mjs';

// src/io's schema declares draft 2020-12; RJSF's default Ajv class reads draft-07 only.
const validator = customizeValidator({ AjvClass: Ajv2020 });
const schema = jsonSchema('transitClass') as RJSFSchema;
const liveValidate = new URLSearchParams(window.location.search).has('live') ? 'onChange' : false;

/** Tells the benchmark's probe what the form reported, after RJSF committed the change. */
function onChange(event: IChangeEvent) {
  const data = event.formData as { issuerName?: unknown } | undefined;
  window.dispatchEvent(
    new CustomEvent(RJSF_CHANGE_EVENT, { detail: { issuerName: data?.issuerName ?? '' } }),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('rjsf page: no #root element');
createRoot(root).render(
  createElement(Form, {
    schema,
    validator,
    formData: stressTransitClass(),
    liveValidate,
    onChange,
  }),
);
