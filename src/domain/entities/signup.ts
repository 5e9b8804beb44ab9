// Wire shapes of signup and activation [access §3 "Customer", §7.2].

export interface SignupPhoneNumber {
  phoneNumberId: number;
  /** masked for display, e.g. '(11) 9****-4321': the lookup is public */
  phoneNumber: string;
}

/** GET /user/signup/cnpj/{document} */
export interface SignupCustomer {
  customerId: number;
  tradeName: string | null;
  /** a person's first name when there is no trade name (the lookup is public: no more of the name than that) */
  firstName: string | null;
  phoneNumbers: SignupPhoneNumber[];
  /** the only number when there is one, else null */
  phoneNumberId: number | null;
  partnerId: number;
  /** the tax id as the server knows it (bare) */
  cnpj: string;
  /** masked, or null when the customer has none */
  email: string | null;
  /** the customer already has its user: signup is over, the login (or recovery) is the way in */
  finishRegister: boolean;
}

/** GET /customer/cnpj/{cnpj}: the public company register. */
export interface CompanyRegisterEntry {
  tradeName: string;
  cnpj: string;
}

export interface ConfirmNumberRequest {
  customerId: number;
  partnerId: number;
  /** the tax id: the username the activation will create */
  username: string;
  phoneNumberId: number;
  /** how the activation message greets the person (≤ 50) */
  customerContact: string;
}

/** Answers of the calls that send something: where it went, masked. */
export interface SentTo {
  email: string | null;
}

export interface ChangeNumberRequest {
  customerId: number;
  newNumber: string;
  phoneNumberId: number;
}

export interface RegisterContactRequest {
  customerId: number;
  phone: string;
  partnerId: number;
  customerContact: string;
}
