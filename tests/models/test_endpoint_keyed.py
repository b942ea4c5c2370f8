"""A request's affinity key (a JSON dump of its prompt) is built only where the pool reads it."""

from __future__ import annotations

from proctor.models.endpoints import EndpointPool


def test_only_a_pool_of_several_endpoints_with_affinity_reads_a_key():
    assert not EndpointPool(["http://a/v1"]).keyed()
    assert EndpointPool(["http://a/v1", "http://b/v1"]).keyed()
    assert not EndpointPool(["http://a/v1", "http://b/v1"], affinity=False).keyed()


def test_a_single_endpoint_is_chosen_alike_with_or_without_a_key():
    pool = EndpointPool(["http://a/v1"])
    assert pool.choose("some prompt") is pool.choose(None) is pool.endpoints[0]
