import { Alert, Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { FORM_LIMITS, type MedicationForm } from './medicationForm.ts';
import { FREQUENCIES } from './medications.ts';
import type { PrescriptionState } from './prescriptionStore.ts';

/** The form that adds a medication, in a modal opened from the current medications. */
export function AddMedicationModal({ state }: { state: PrescriptionState }) {
  const field = (name: keyof MedicationForm) => ({
    value: state.form[name],
    error: state.formErrors[name],
    onChange: (e: { currentTarget: { value: string } }) => state.setFormField(name, e.currentTarget.value),
  });
  return (
    <Modal.Root opened={state.modalOpen} onClose={state.closeModal}>
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's <header>: a header at the top of <body> would be a second banner landmark. */}
        <Modal.Header component="div">
          <Modal.Title>Add New Medication</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void state.addMedication();
            }}
          >
            <Stack gap="sm">
              <TextInput label="Medication Name" required maxLength={FORM_LIMITS.name} {...field('name')} />
              <TextInput
                label="Dosage"
                required
                placeholder="e.g. 10 mg"
                maxLength={FORM_LIMITS.dosage}
                {...field('dosage')}
              />
              <NativeSelect label="Frequency" required data={['', ...FREQUENCIES]} {...field('frequency')} />
              <Textarea
                label="Instructions"
                autosize
                minRows={2}
                maxLength={FORM_LIMITS.instructions}
                {...field('instructions')}
              />
              <TextInput label="Refills remaining (optional)" inputMode="numeric" {...field('refillsRemaining')} />
              {state.problem && (
                <Alert color="red" role="alert">
                  {state.problem}
                </Alert>
              )}
              <Group justify="flex-end" mt="sm">
                <Button variant="default" onClick={state.closeModal}>
                  Cancel
                </Button>
                <Button type="submit" loading={state.saving}>
                  Add Medication
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
