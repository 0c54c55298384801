int angled_from_I_dir;
