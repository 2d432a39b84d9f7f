// Collects the field errors of one request (dotted paths, as the schema validation names them) so a
// save reports every problem at once, in the API's error format.
import { MESSAGES } from '@bandbook/domain';
import { badRequest, type FieldErrors } from '../../lib/http-error.js';

export class FieldErrorList {
  private readonly errors: FieldErrors = {};

  add(field: string, message: string) {
    this.errors[field] ??= { message };
  }

  get isEmpty() {
    return Object.keys(this.errors).length === 0;
  }

  /** 400 when anything was added: one error gives its own message, several the general one. */
  throwIfAny() {
    const messages = Object.values(this.errors);
    if (messages.length === 0) return;
    throw badRequest(
      messages.length === 1 ? messages[0]!.message : MESSAGES.validationFailed,
      this.errors,
    );
  }
}
