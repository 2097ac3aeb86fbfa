/* Macro arguments and parameters that are no C: a keyword, a statement,
 * a macro that expands to leading parameters or arguments. */
BTF_ID(struct, kallsym_iter);

static void update(WPMINFO unsigned int pos, u_int32_t crtc)
{
	vx_core_t *vx = snd_magic_cast(vx_core_t, hw->private_data, return -ENXIO);
	ret = enable_irq(PMINFO 0);
	adjust(PMINFO var->xres_virtual, bpp);
}

int wait_sync(WPMINFO u_int32_t crtc);

/* Headers: unnamed pointer parameters of unknown types, a function
 * pointer field of an unknown type, a specifier macro, a cast after an
 * attribute, a tag macro, a conditional call as a macro argument. */
int rosecmp(const rose_address *, const rose_address *);
void nr_link_failed(ax25_cb *, int);
struct of_pdt_ops {
	phandle (*getchild)(phandle parent);
};
XZ_EXTERN struct xz_dec *xz_dec_init(enum xz_mode mode, uint32_t dict_max);
static inline u16 to16(u16 val)
{
	return (__force __virtio16)cpu_to_le16(val);
}
enum CONCAT_(GENL_MAGIC_FAMILY, group_ids) { A_ID };
DEFINE_FREE(mutex, struct mutex *, if (_T) mutex_unlock(_T))
void acpi_bus_private_data_handler(acpi_handle, void *);
typedef int (dchannel_l1callback)(struct dchannel *, u_int);
void lockdep_set_lock_cmp_fn(struct lockdep_map *, lock_cmp_fn, lock_print_fn);
int old_style(a, b)
	int a; int b;
{
	return (acpi_thread_id) (unsigned long)current;
}
extern void putconsxy(struct vc_data *vc, unsigned char xy[static const 2]);
struct kobj_ops {
	int (* const filter)(struct kobject *kobj);
};
DEFINE_FREE(kfree, void *, if (!IS_ERR_OR_NULL(_T)) kfree(_T))

size_t ksize(const void *objp);
struct timex_padding {
	s32 tai;
	s32:32; s32:32;
};
