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
