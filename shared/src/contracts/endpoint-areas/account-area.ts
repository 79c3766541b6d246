import {
  ApprovalList,
  ApprovalNeed,
  ApprovalParams,
  ApprovalRequestView,
  DeclineApprovalBody,
  SetApprovalLimitBody,
} from '../account-approvals';
import { AccountLinkResponse, LinkTokenBody } from '../account-auth';
import { CompanyInviteBody, CompanyJoinBody, MyCompany } from '../account-company';
import { AccountExport } from '../account-export';
import {
  AccountOrder,
  AccountOrderPage,
  AccountOrderParams,
  AccountOrdersQuery,
  OrderAgainResponse,
} from '../account-orders';
import {
  AddressBook,
  AddressInput,
  AddressParams,
  ChangePasswordBody,
  EmailSent,
  Profile,
  ProformaPrefill,
  RequestAccountDeletionBody,
  RequestEmailChangeBody,
  SetDefaultAddressBody,
  UpdateProfileBody,
} from '../account-profile';
import type { ContractsOf } from '../endpoint';
import { LogoutResponse } from '../session';
import type { accountAreaRoutes } from './account-area-routes';

/** What each call of account-area-routes.ts takes and answers, and whether its answer is personal. */
export const accountAreaContracts = {
  getProfile: { response: Profile, personal: true },
  getMyCompany: { response: MyCompany, personal: true },
  inviteToCompany: { body: CompanyInviteBody, response: AccountLinkResponse, personal: true },
  joinCompany: { body: CompanyJoinBody, response: MyCompany, personal: true },
  setApprovalLimit: { body: SetApprovalLimitBody, response: MyCompany, personal: true },
  getApprovalNeed: { response: ApprovalNeed, personal: true },
  getApprovals: { response: ApprovalList, personal: true },
  approveOrder: { params: ApprovalParams, response: ApprovalRequestView, personal: true },
  declineOrder: { params: ApprovalParams, body: DeclineApprovalBody, response: ApprovalRequestView, personal: true },
  updateProfile: { body: UpdateProfileBody, response: Profile, personal: true },
  changePassword: { body: ChangePasswordBody, response: AccountLinkResponse, personal: true },
  requestEmailChange: { body: RequestEmailChangeBody, response: EmailSent, personal: true },
  confirmEmailChange: { body: LinkTokenBody, response: EmailSent, personal: true },
  signOutEverywhere: { response: LogoutResponse, personal: true },
  exportMyData: { response: AccountExport, personal: true },
  requestAccountDeletion: { body: RequestAccountDeletionBody, response: EmailSent, personal: true },
  confirmAccountDeletion: { body: LinkTokenBody, response: AccountLinkResponse },

  getAddresses: { response: AddressBook, personal: true },
  addAddress: { body: AddressInput, response: AddressBook, personal: true },
  updateAddress: { params: AddressParams, body: AddressInput, response: AddressBook, personal: true },
  deleteAddress: { params: AddressParams, response: AddressBook, personal: true },
  setDefaultAddress: { body: SetDefaultAddressBody, response: AddressBook, personal: true },
  getProformaDetails: { response: ProformaPrefill, personal: true },

  getMyOrders: { query: AccountOrdersQuery, response: AccountOrderPage, personal: true },
  getMyOrder: { params: AccountOrderParams, response: AccountOrder, personal: true },
  orderAgain: { params: AccountOrderParams, response: OrderAgainResponse, personal: true },
} satisfies ContractsOf<typeof accountAreaRoutes>;
