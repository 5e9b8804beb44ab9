/** [commerce §8] What a change the app could not make says: a cart update the server failed, or one never sent. */
export const OPERATION_FAILED = 'Não foi possível realizar a operação, tente novamente.';
