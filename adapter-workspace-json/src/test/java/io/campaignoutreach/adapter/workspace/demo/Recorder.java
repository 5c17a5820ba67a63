package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.application.access.ApiKeyRepository;
import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.shared.Repositories;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Wraps a store's repositories and keeps everything inserted or saved through them, so a test can
 * read back data the ports offer no listing for (calls, all enrollments).
 */
final class Recorder {

    private final List<Object> written = new ArrayList<>();
    private final Repositories repositories;

    Recorder(Repositories store) {
        this.repositories = new Repositories(
                record(OrganizationRepository.class, store.organizations()),
                record(ApiKeyRepository.class, store.apiKeys()),
                record(CampaignRepository.class, store.campaigns()),
                record(WorkflowRepository.class, store.workflows()),
                record(TransferConfigRepository.class, store.transferConfigs()),
                record(RoutingConfigRepository.class, store.routingConfigs()),
                record(AppointmentConfigRepository.class, store.appointmentConfigs()),
                record(CustomerRepository.class, store.customers()),
                record(EnrollmentRepository.class, store.enrollments()),
                record(CallRepository.class, store.calls()),
                store.enrollmentJobs(),
                store.customFields(),
                store.sources(),
                record(InquiryRepository.class, store.inquiries()),
                store.transactions());
    }

    Repositories repositories() {
        return repositories;
    }

    <T> List<T> written(Class<T> type) {
        return written.stream().filter(type::isInstance).map(type::cast).toList();
    }

    private <T> T record(Class<T> port, T target) {
        Object proxy = Proxy.newProxyInstance(port.getClassLoader(), new Class<?>[] {port}, (self, method, args) -> {
            if (method.getName().startsWith("insert") || method.getName().equals("save")) {
                if (args[0] instanceof Collection<?> many) {
                    written.addAll(many);
                } else {
                    written.add(args[0]);
                }
            }
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        });
        return port.cast(proxy);
    }
}
