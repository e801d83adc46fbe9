"""The parsed content pack cached on disk (content/pack_cache.py): used when it is the pack
the files and the code would give, never when it is stale, corrupt, foreign or hostile."""

from __future__ import annotations

import os
import pickle
import shutil
from pathlib import Path

import pytest

from atoterm.content import ContentError, load_content, loader, pack_cache
from atoterm.content.locate import default_content_dir


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(folder))
    monkeypatch.delenv("ATOTERM_CONTENT_CACHE", raising=False)
    return folder / "atoterm"


@pytest.fixture
def pack_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "pack"
    shutil.copytree(default_content_dir(), folder)
    return folder


def entries(cache: Path) -> list[Path]:
    return sorted(cache.glob("pack-*.pickle")) if cache.is_dir() else []


def no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: object) -> None:
        raise AssertionError("the pack was parsed although a valid cache entry exists")

    monkeypatch.setattr(loader, "_parse", refuse)


def test_a_second_load_reads_the_cached_pack(
    cache: Path, pack_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parsed = load_content(pack_dir)
    [entry] = entries(cache)
    assert entry.stat().st_mode & 0o777 == 0o600
    assert cache.stat().st_mode & 0o777 == 0o700
    no_parsing(monkeypatch)
    cached = load_content(pack_dir)
    assert cached == parsed
    assert cached is not parsed
    assert cached.source == str(pack_dir) and cached.hash == parsed.hash


def test_a_changed_file_is_parsed_again(cache: Path, pack_dir: Path) -> None:
    before = load_content(pack_dir)
    map_file = pack_dir / "map.toml"
    text = map_file.read_text(encoding="utf-8")
    map_file.write_text(text.replace('name = "Pelagene"', 'name = "Pelagene Anew"'), "utf-8")
    after = load_content(pack_dir)
    assert after.hash != before.hash
    assert after.tiles[101].name == "Pelagene Anew"
    assert len(entries(cache)) == 1  # the stale entry of that folder is replaced


def test_a_new_file_is_parsed_again(cache: Path, pack_dir: Path) -> None:
    before = load_content(pack_dir)
    (pack_dir / "notes.txt").write_text("a writer's note\n", encoding="utf-8")
    assert load_content(pack_dir).hash != before.hash


def test_changed_parsing_code_is_another_key(
    cache: Path, pack_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    load_content(pack_dir)
    monkeypatch.setattr(pack_cache, "_code_fingerprint", b"another version of the parser")
    calls: list[Path] = []
    parse = loader._parse

    def counted(folder: Path, digest: str | None) -> object:
        calls.append(folder)
        return parse(folder, digest)

    monkeypatch.setattr(loader, "_parse", counted)
    load_content(pack_dir)
    assert calls == [pack_dir]


def test_an_invalid_pack_is_never_cached(cache: Path, pack_dir: Path) -> None:
    (pack_dir / "factions.toml").write_text("faction = 3\n", encoding="utf-8")
    with pytest.raises(ContentError):
        load_content(pack_dir)
    assert entries(cache) == []
    with pytest.raises(ContentError):
        load_content(pack_dir)


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty", "garbage"])
def test_a_corrupt_entry_is_a_miss_and_is_rewritten(
    cache: Path, pack_dir: Path, damage: str
) -> None:
    parsed = load_content(pack_dir)
    [entry] = entries(cache)
    data = entry.read_bytes()
    broken = {
        "truncate": data[: len(data) // 2],
        "flip": data[:-100] + bytes([data[-100] ^ 1]) + data[-99:],
        "empty": b"",
        "garbage": b"\x80\x05not a cache entry at all",
    }[damage]
    entry.write_bytes(broken)
    assert load_content(pack_dir) == parsed
    [again] = entries(cache)
    assert again.read_bytes() == data


def test_a_hostile_entry_runs_nothing(cache: Path, pack_dir: Path, tmp_path: Path) -> None:
    """An entry with the right key and checksum whose payload names a function: refused."""
    parsed = load_content(pack_dir)
    [entry] = entries(cache)
    marker = tmp_path / "ran"

    class Hostile:
        def __reduce__(self) -> tuple[object, ...]:
            return (os.mkdir, (str(marker),))

    payload = pickle.dumps(Hostile())
    head = entry.read_bytes()[: len(pack_cache.MAGIC) + 33]
    checksum = pack_cache.hashlib.blake2b(payload, digest_size=16).hexdigest().encode()
    entry.write_bytes(head + checksum + payload)
    assert load_content(pack_dir) == parsed
    assert not marker.exists()


def test_an_entry_others_may_write_is_not_read(cache: Path, pack_dir: Path) -> None:
    parsed = load_content(pack_dir)
    [entry] = entries(cache)
    assert pack_cache.cached_pack(str(pack_dir), parsed.hash) == parsed
    entry.chmod(0o666)
    assert pack_cache.cached_pack(str(pack_dir), parsed.hash) is None
    assert load_content(pack_dir) == parsed


def pack_cache_hash(folder: Path) -> str:
    return loader.content_hash(folder)


def test_a_symlinked_entry_is_not_followed(cache: Path, pack_dir: Path) -> None:
    load_content(pack_dir)
    [entry] = entries(cache)
    real = entry.with_name("elsewhere")
    entry.rename(real)
    entry.symlink_to(real)
    assert pack_cache.cached_pack(str(pack_dir), pack_cache_hash(pack_dir)) is None


def test_another_folder_with_the_same_files_gets_its_own_source(
    cache: Path, pack_dir: Path, tmp_path: Path
) -> None:
    first = load_content(pack_dir)
    twin = tmp_path / "twin"
    shutil.copytree(pack_dir, twin)
    second = load_content(twin)
    assert second.hash == first.hash
    assert second.source == str(twin)
    assert len(entries(cache)) == 2


def test_only_the_most_recent_entries_are_kept(cache: Path, pack_dir: Path, tmp_path: Path) -> None:
    load_content(pack_dir)
    [entry] = entries(cache)
    for number in range(pack_cache.KEPT + 3):  # entries of other folders, older ones first
        copy = cache / f"pack-{number:012x}-{'0' * 32}.pickle"
        shutil.copyfile(entry, copy)
        os.utime(copy, ns=(number * 10**9, number * 10**9))
    os.utime(entry, ns=(10**6, 10**6))
    twin = tmp_path / "twin"
    shutil.copytree(pack_dir, twin)
    load_content(twin)
    assert len(entries(cache)) == pack_cache.KEPT


def test_the_cache_can_be_turned_off(
    cache: Path, pack_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ATOTERM_CONTENT_CACHE", "off")
    load_content(pack_dir)
    assert entries(cache) == []


def test_an_unwritable_cache_folder_changes_nothing(
    tmp_path: Path, pack_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would go\n", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    assert load_content(pack_dir).source == str(pack_dir)
    assert load_content(pack_dir).source == str(pack_dir)


def test_a_relative_cache_home_is_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert pack_cache.cache_dir() == tmp_path / "home" / ".cache" / "atoterm"
