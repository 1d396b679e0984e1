// A full disk without privileges, for test_robust_cli where no tmpfs can be mounted (a chroot or
// a container without user namespaces): loaded with LD_PRELOAD, it makes every write() to a
// file under GRADFLOW_FULL_DISK_DIR fail with ENOSPC, as a full file system's first write does,
// and passes every other write through (the sanitizers' own probes, the terminal).
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <dlfcn.h>
#include <unistd.h>

namespace {

using WriteFn = ssize_t (*)(int, const void *, size_t);

bool underFullDisk(int fd)
{
    const char *dir = std::getenv("GRADFLOW_FULL_DISK_DIR");
    if (!dir || !*dir)
        return false;
    char link[64], target[4096];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    const ssize_t n = ::readlink(link, target, sizeof target - 1);
    if (n <= 0)
        return false;
    target[n] = '\0';
    const size_t length = std::strlen(dir);
    return std::strncmp(target, dir, length) == 0 && target[length] == '/';
}

} // namespace

extern "C" ssize_t write(int fd, const void *data, size_t size)
{
    static const auto next = reinterpret_cast<WriteFn>(::dlsym(RTLD_NEXT, "write"));
    if (size > 0 && underFullDisk(fd)) {
        errno = ENOSPC;
        return -1;
    }
    return next(fd, data, size);
}
