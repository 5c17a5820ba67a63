package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.List;

/** The demo workspace as a test sees it: the store, the organization, and everything written. */
record DemoData(StorePorts store, OrganizationId organization, Recorder recorder) {

    List<Campaign> campaigns() {
        return recorder.written(Campaign.class);
    }

    List<Customer> customers() {
        return recorder.written(Customer.class);
    }

    List<Enrollment> enrollments() {
        return recorder.written(Enrollment.class);
    }

    List<Call> calls() {
        return recorder.written(Call.class);
    }
}
