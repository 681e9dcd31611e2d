// 'shared-sdk/forms': the form kit (use-form.ts says why it is ours and why it is not a shared module).
export * from './use-form';
