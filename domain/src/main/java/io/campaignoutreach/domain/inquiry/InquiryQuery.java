package io.campaignoutreach.domain.inquiry;

import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerSearch;
import java.util.Locale;

/**
 * Which inquiries to list; null filters match everything. Inquiries are listed newest first (D4).
 *
 * <p>{@code agentName} matches the inquiry's agent name exactly, ignoring case. {@code search}
 * (D5) is a case-insensitive substring of the customer's first name, last name or full name
 * ("first last"); when the text looks like a phone number (digits with the punctuation of D10
 * only), its digits are also looked for among the digits of the customer's phone. A customer that
 * is deleted or gone matches no search.
 */
public record InquiryQuery(InquiryStatus status, String agentName, String search) {

    public InquiryQuery {
        agentName = agentName == null || agentName.isEmpty() ? null : agentName;
        search = search == null || search.isEmpty() ? null : search;
    }

    public static InquiryQuery all() {
        return new InquiryQuery(null, null, null);
    }

    /** The search text in lower case, as names are compared; null when there is no search. */
    public String searchText() {
        return search == null ? null : customerSearch().lowerCase();
    }

    /** The digits of a phone-like search, compared with a phone's digits; null when the search is not phone-like. */
    public String searchDigits() {
        return search == null ? null : customerSearch().digits();
    }

    /**
     * The in-memory reading of the filter; the SQL store expresses the same rule in its query.
     * {@code customer} is the inquiry's customer, null when it is gone.
     */
    public boolean matches(Inquiry inquiry, Customer customer) {
        if (status != null && inquiry.status() != status) {
            return false;
        }
        String agent = inquiry.context().agentName();
        if (agentName != null && (agent == null || !agent.toLowerCase(Locale.ROOT).equals(
                agentName.toLowerCase(Locale.ROOT)))) {
            return false;
        }
        return search == null || customerSearch().matchesNameOrPhone(customer);
    }

    private CustomerSearch customerSearch() {
        return new CustomerSearch(search);
    }

    /** "first last" of the parts that are set, null when neither is; the name the API writes and searches. */
    public static String fullName(String first, String last) {
        return CustomerSearch.fullName(first, last);
    }
}
