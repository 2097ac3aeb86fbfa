/* standard.h - ladybug's default macro file.
 *
 * spatch reads this file before parsing C (replace it with
 * --macro-file-builtins FILE, add to it with --macro-file FILE).  It is
 * not a header: nothing here is compiled.  Each #define tells the parser
 * what a macro that breaks the C grammar stands for:
 *
 *   #define NAME                 empty: every use of NAME is ignored
 *   #define NAME(a, b)           empty: NAME and its arguments are ignored
 *   #define NAME body            NAME is parsed as if BODY were written
 *   #define NAME(a) body         the same, arguments substituted
 *   #define NAME(a) HINT         NAME keeps its text but is parsed as:
 *       MACROSTATEMENT, YACFE_STATEMENT   a statement without `;`
 *       YACFE_ITERATOR                    a loop header: NAME(a) stmt
 *       YACFE_DECLARATOR                  a declaration: NAME(a);
 *       YACFE_ATTRIBUTE                   an attribute
 *       YACFE_STRING                      a piece of a string literal
 *
 * Macros the heuristics already recognise (NAME(args); at toplevel,
 * *for_each* iterators, KERN_ERR "...", statement macros without `;`)
 * need no entry.  Definitions apply only outside directives.
 */

/* ---- Linux: section and placement attributes -------------------- */
#define __init
#define __exit
#define __initdata
#define __initconst
#define __exitdata
#define __init_or_module
#define __initdata_or_module
#define __devinit
#define __devexit
#define __devinitdata
#define __devinitconst
#define __devexit_p(x) x
#define __cpuinit
#define __cpuinitdata
#define __meminit
#define __meminitdata
#define __ref
#define __refdata
#define __refconst
#define __read_mostly
#define __ro_after_init
#define __section(s)
#define __sched
#define __kprobes
#define __irq_entry
#define __lockfunc
#define __nocfi
#define noinstr
#define __noinstr
#define __cacheline_aligned
#define __cacheline_aligned_in_smp
#define ____cacheline_aligned
#define ____cacheline_aligned_in_smp
#define ____cacheline_internodealigned_in_smp
#define __page_aligned_data
#define __page_aligned_bss
#define __net_init
#define __net_exit
#define __net_initdata
#define __net_initconst
#define __meminitconst
#define __exitused
#define __initconst_or_module
#define __nosavedata
#define __noinitretpoline
#define __noretpoline
#define __noscs
#define __no_kmsan_checks
#define __no_sanitize_coverage
#define __no_sanitize_memory
#define __no_sanitize_thread
#define __no_sanitize_undefined
#define __gnu_inline
#define __annotate_jump_table
#define __module_layout_align

/* ---- Linux: address spaces and sparse annotations ---------------- */
#define __user
#define __kernel
#define __iomem
#define __percpu
#define __rcu
#define __private
#define __force
#define __nocast
#define __safe
#define __bitwise
#define __bitwise__
#define __acquires(x)
#define __releases(x)
#define __must_hold(x)
#define __cond_lock(x, c) (c)

/* ---- Linux: function and variable attributes --------------------- */
#define __must_check
#define __maybe_unused
#define __always_unused
#define __used
#define __packed
#define __weak
#define __pure
#define __cold
#define __hot
#define __noreturn
#define __deprecated
#define __visible
#define __malloc
#define __noclone
#define __naked
#define __latent_entropy
#define __randomize_layout
#define __no_randomize_layout
#define __designated_init
#define __attribute_const__
#define __nonstring
#define __always_inline inline
#define __inline_maybe_unused inline
#define noinline
#define noinline_for_stack
#define notrace
#define asmlinkage
#define __aligned(x)
#define __aligned_largest
#define __printf(a, b)
#define __scanf(a, b)
#define __alloc_size(a)
#define __realloc_size(a, b)
#define nokprobe_inline inline
#define __init_memblock
#define __meminit_memblock
#define __assume_aligned(a)
#define __compiletime_error(m)
#define __counted_by(m)
#define __no_sanitize_address
#define __no_kcsan
#define __nostackprotector
#define __ksym
#define __bpf_kfunc
#define __diag_ignore_all(a, b)

/* ---- Linux: declarations written as macro calls ------------------ */
#define DECLARE_BITMAP(name, bits) unsigned long name[bits]
#define DECLARE_FLEX_ARRAY(type, name) type name[]
#define struct_group(name, members...) struct { members } name
#define struct_group_tagged(tag, name, members...) struct tag { members } name
#define struct_group_attr(name, attrs, members...) struct { members } name
#define DEFINE_PER_CPU(type, name) type name
#define DECLARE_PER_CPU(type, name) extern type name

/* ---- Linux: module and initcall declarers written in lower case -- */
#define module_init(fn) YACFE_DECLARATOR
#define module_exit(fn) YACFE_DECLARATOR
#define module_param(name, type, perm) YACFE_DECLARATOR
#define module_param_named(name, value, type, perm) YACFE_DECLARATOR
#define module_param_array(name, type, nump, perm) YACFE_DECLARATOR
#define module_param_string(name, string, len, perm) YACFE_DECLARATOR
#define module_param_cb(name, ops, arg, perm) YACFE_DECLARATOR
#define module_driver(drv, reg, unreg) YACFE_DECLARATOR
#define module_usb_driver(drv) YACFE_DECLARATOR
#define module_usb_serial_driver(drvs, ids) YACFE_DECLARATOR
#define module_platform_driver(drv) YACFE_DECLARATOR
#define module_pci_driver(drv) YACFE_DECLARATOR
#define module_i2c_driver(drv) YACFE_DECLARATOR
#define module_spi_driver(drv) YACFE_DECLARATOR
#define module_usb_composite_driver(drv) YACFE_DECLARATOR
#define builtin_platform_driver(drv) YACFE_DECLARATOR
#define core_initcall(fn) YACFE_DECLARATOR
#define postcore_initcall(fn) YACFE_DECLARATOR
#define arch_initcall(fn) YACFE_DECLARATOR
#define subsys_initcall(fn) YACFE_DECLARATOR
#define fs_initcall(fn) YACFE_DECLARATOR
#define device_initcall(fn) YACFE_DECLARATOR
#define late_initcall(fn) YACFE_DECLARATOR
#define early_param(s, fn) YACFE_DECLARATOR
#define __setup(s, fn) YACFE_DECLARATOR

/* ---- Linux: function headers written as macro calls -------------- */
/* SYSCALL_DEFINEn(name, t1, a1, ...) { ... } defines the system call
 * sys_name with n parameters; COMPAT_ the compat_sys_ one; BPF_CALL_n
 * a BPF helper returning u64. */
#define SYSCALL_DEFINE0(n) long sys_##n(void)
#define SYSCALL_DEFINE1(n, t1, a1) long sys_##n(t1 a1)
#define SYSCALL_DEFINE2(n, t1, a1, t2, a2) long sys_##n(t1 a1, t2 a2)
#define SYSCALL_DEFINE3(n, t1, a1, t2, a2, t3, a3) long sys_##n(t1 a1, t2 a2, t3 a3)
#define SYSCALL_DEFINE4(n, t1, a1, t2, a2, t3, a3, t4, a4) \
	long sys_##n(t1 a1, t2 a2, t3 a3, t4 a4)
#define SYSCALL_DEFINE5(n, t1, a1, t2, a2, t3, a3, t4, a4, t5, a5) \
	long sys_##n(t1 a1, t2 a2, t3 a3, t4 a4, t5 a5)
#define SYSCALL_DEFINE6(n, t1, a1, t2, a2, t3, a3, t4, a4, t5, a5, t6, a6) \
	long sys_##n(t1 a1, t2 a2, t3 a3, t4 a4, t5 a5, t6 a6)
#define COMPAT_SYSCALL_DEFINE0(n) long compat_sys_##n(void)
#define COMPAT_SYSCALL_DEFINE1(n, t1, a1) long compat_sys_##n(t1 a1)
#define COMPAT_SYSCALL_DEFINE2(n, t1, a1, t2, a2) long compat_sys_##n(t1 a1, t2 a2)
#define COMPAT_SYSCALL_DEFINE3(n, t1, a1, t2, a2, t3, a3) \
	long compat_sys_##n(t1 a1, t2 a2, t3 a3)
#define COMPAT_SYSCALL_DEFINE4(n, t1, a1, t2, a2, t3, a3, t4, a4) \
	long compat_sys_##n(t1 a1, t2 a2, t3 a3, t4 a4)
#define COMPAT_SYSCALL_DEFINE5(n, t1, a1, t2, a2, t3, a3, t4, a4, t5, a5) \
	long compat_sys_##n(t1 a1, t2 a2, t3 a3, t4 a4, t5 a5)
#define COMPAT_SYSCALL_DEFINE6(n, t1, a1, t2, a2, t3, a3, t4, a4, t5, a5, t6, a6) \
	long compat_sys_##n(t1 a1, t2 a2, t3 a3, t4 a4, t5 a5, t6 a6)
#define BPF_CALL_0(n) u64 n(void)
#define BPF_CALL_1(n, t1, a1) u64 n(t1 a1)
#define BPF_CALL_2(n, t1, a1, t2, a2) u64 n(t1 a1, t2 a2)
#define BPF_CALL_3(n, t1, a1, t2, a2, t3, a3) u64 n(t1 a1, t2 a2, t3 a3)
#define BPF_CALL_4(n, t1, a1, t2, a2, t3, a3, t4, a4) u64 n(t1 a1, t2 a2, t3 a3, t4 a4)
#define BPF_CALL_5(n, t1, a1, t2, a2, t3, a3, t4, a4, t5, a5) \
	u64 n(t1 a1, t2 a2, t3 a3, t4 a4, t5 a5)

/* ---- C library and compilers ------------------------------------- */
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define __THROW
#define __wur
#define __nonnull(a)
#define __attribute_pure__
#define __attribute_malloc__
#define __attribute_deprecated__
#define __attribute_warn_unused_result__
#define __attribute_used__
#define __attribute_noinline__
#define __BEGIN_DECLS
#define __END_DECLS
#define __restrict_arr
#define __cdecl
#define __stdcall
#define __fastcall
#define WINAPI
#define CALLBACK
#define _INLINE_ inline
#define EXT2FS_ATTR(x)
#define ATTR(x)
#define complex _Complex
#define imaginary _Imaginary

/* ---- string pieces ------------------------------------------------ */
#define KERN_EMERG YACFE_STRING
#define KERN_ALERT YACFE_STRING
#define KERN_CRIT YACFE_STRING
#define KERN_ERR YACFE_STRING
#define KERN_WARNING YACFE_STRING
#define KERN_NOTICE YACFE_STRING
#define KERN_INFO YACFE_STRING
#define KERN_DEBUG YACFE_STRING
#define KERN_DEFAULT YACFE_STRING
#define KERN_CONT YACFE_STRING
#define KERN_SOH YACFE_STRING
#define KBUILD_MODNAME YACFE_STRING
#define PRId8 YACFE_STRING
#define PRId16 YACFE_STRING
#define PRId32 YACFE_STRING
#define PRId64 YACFE_STRING
#define PRIi64 YACFE_STRING
#define PRIu8 YACFE_STRING
#define PRIu16 YACFE_STRING
#define PRIu32 YACFE_STRING
#define PRIu64 YACFE_STRING
#define PRIx8 YACFE_STRING
#define PRIx16 YACFE_STRING
#define PRIx32 YACFE_STRING
#define PRIx64 YACFE_STRING
#define PRIX64 YACFE_STRING
#define PRIxPTR YACFE_STRING
#define PRIuPTR YACFE_STRING
#define SCNu64 YACFE_STRING
#define SCNx64 YACFE_STRING
