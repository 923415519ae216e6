#!/usr/bin/env bash
# Formats the Swift sources with the toolchain's swift-format (config: .swift-format).
# `scripts/format.sh --lint` only reports what would change, and fails if anything would.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--lint" ]; then
    exec swift format lint --strict --recursive --parallel Sources Tests Package.swift
fi
exec swift format format --in-place --recursive --parallel Sources Tests Package.swift
