// The part of the iyzipay package (2.0.x ships no types; @types/iyzipay 2.0.3 lacks paymentPageUrl, signature and the
// installment table's shape) that iyzico.ts calls, read from node_modules/iyzipay/lib. Answers are typed `unknown`:
// they come from the network, and iyzico-answers.ts checks them before anything reads them.
declare module "iyzipay" {
  namespace Iyzipay {
    type Answer = (error: Error | null, answer: unknown) => void;

    interface Buyer {
      id: string;
      name: string;
      surname: string;
      email: string;
      identityNumber?: string;
      gsmNumber?: string;
      registrationAddress: string;
      ip: string;
      city: string;
      country: string;
      zipCode?: string;
    }

    interface Address {
      contactName: string;
      city: string;
      country: string;
      address: string;
      zipCode?: string;
    }

    interface BasketItem {
      id: string;
      name: string;
      category1: string;
      itemType: "PHYSICAL" | "VIRTUAL";
      price: string;
    }

    interface CheckoutFormInitializeRequest {
      locale: "tr" | "en";
      conversationId: string;
      price: string;
      paidPrice: string;
      currency: string;
      basketId: string;
      paymentGroup: "PRODUCT";
      callbackUrl: string;
      enabledInstallments: number[];
      buyer: Buyer;
      shippingAddress: Address;
      billingAddress: Address;
      basketItems: BasketItem[];
    }

    interface CheckoutFormRetrieveRequest {
      locale: "tr" | "en";
      token: string;
    }

    /** Cancels a payment of the same day, whole. */
    interface CancelRequest {
      locale: "tr" | "en";
      conversationId: string;
      paymentId: string;
      ip: string;
      reason?: "double_payment" | "buyer_request" | "fraud" | "other";
      description?: string;
    }

    /** Refunds up to an item transaction's paid price. */
    interface RefundRequest {
      locale: "tr" | "en";
      conversationId: string;
      paymentTransactionId: string;
      price: string;
      currency: string;
      ip: string;
      reason?: "double_payment" | "buyer_request" | "fraud" | "other";
      description?: string;
    }

    interface InstallmentInfoRequest {
      locale: "tr" | "en";
      price: string;
      currency: string;
      /** The card's first 6 (or 8) digits: the answer is then that card's table only. */
      binNumber?: string;
    }
  }

  class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string });
    checkoutFormInitialize: { create(request: Iyzipay.CheckoutFormInitializeRequest, answer: Iyzipay.Answer): void };
    checkoutForm: { retrieve(request: Iyzipay.CheckoutFormRetrieveRequest, answer: Iyzipay.Answer): void };
    installmentInfo: { retrieve(request: Iyzipay.InstallmentInfoRequest, answer: Iyzipay.Answer): void };
    cancel: { create(request: Iyzipay.CancelRequest, answer: Iyzipay.Answer): void };
    refund: { create(request: Iyzipay.RefundRequest, answer: Iyzipay.Answer): void };
  }

  export = Iyzipay;
}
